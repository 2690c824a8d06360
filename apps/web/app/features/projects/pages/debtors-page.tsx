import { Card, CardContent, Stack, Typography } from "@mui/material";
import { type Debtor, DebtorWriteSchema, type User } from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { EntityForm } from "../../../components/forms/entity-form.tsx";
import { CollectionTable } from "../../../components/lists/collection-table.tsx";
import { useCurrencies } from "../../../lib/currencies.ts";
import { collections, useSaveDebtor } from "../api.ts";
import { debtorFields, NEW_DEBTOR } from "../project-fields.ts";

/** The debtors as a table, and a new one. */
export function DebtorsPage({ user }: { user: User }) {
  const { t } = useTranslation("projects");
  const currencies = useCurrencies();
  const navigate = useNavigate();
  const saveDebtor = useSaveDebtor();
  const { addAlert } = useAlerts();
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {t("debtors.title")}
      </Typography>
      <CollectionTable<Debtor>
        collection={collections.debtors}
        defaultOrdering="name"
        archivable
        testId="debtors-table"
        onRowClick={(row) => navigate(`/app/project-time/debtor/${row.id}`)}
        columns={[
          { key: "name", label: t("fields.name"), sort: "name", render: (row) => row.name },
          {
            key: "contact",
            label: t("fields.contact_person"),
            render: (row) => row.contact_person,
          },
          { key: "email", label: t("fields.email"), render: (row) => row.email },
          { key: "city", label: t("fields.city"), render: (row) => row.city },
        ]}
      />
      {canManageCompany(user) && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h3" component="h2" gutterBottom>
              {t("debtors.create")}
            </Typography>
            <EntityForm
              fields={debtorFields(t, currencies.data).filter(
                (field) => field.name !== "is_archived",
              )}
              schema={DebtorWriteSchema}
              initial={NEW_DEBTOR}
              submitLabel={t("debtors.create")}
              fallbackError={t("accounts:unexpected")}
              onSubmit={async (body) => {
                const created = await saveDebtor.mutateAsync({ id: null, body });
                addAlert({
                  color: "success",
                  title: t("debtors.createdTitle"),
                  text: t("debtors.createdText", { name: created.name }),
                });
                navigate(`/app/project-time/debtor/${created.id}`);
              }}
            />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
