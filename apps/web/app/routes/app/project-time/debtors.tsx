import { Card, CardContent, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import type { Debtor, User } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { useNavigate, useOutletContext } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { EntityForm } from "../../../components/entity-form.tsx";
import { CollectionTable } from "../../../components/lists/collection-table.tsx";
import { saveDebtor } from "../../../features/projects/api.ts";
import { debtorFields } from "../../../features/projects/project-fields.ts";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.debtors");

export default function Debtors() {
  const { t } = useTranslation("projects");
  const user = useOutletContext<User>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { addAlert } = useAlerts();
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {t("debtors.title")}
      </Typography>
      <CollectionTable<Debtor>
        path="/projectmanagement/debtor/"
        queryKey="debtors"
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
      {user.role !== "member" && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h3" component="h2" gutterBottom>
              {t("debtors.create")}
            </Typography>
            <EntityForm
              fields={debtorFields(t).filter((field) => field.name !== "is_archived")}
              initial={{}}
              submitLabel={t("debtors.create")}
              fallbackError={t("accounts:unexpected")}
              onSubmit={async (body) => {
                const created = await saveDebtor(null, {
                  ...body,
                  currency: body.currency || null,
                });
                await queryClient.invalidateQueries({ queryKey: ["debtors"] });
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
