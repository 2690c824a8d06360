import {
  Alert,
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  Stack,
  Typography,
} from "@mui/material";
import { DebtorWriteSchema, type User } from "@tempus/contract";
import { canManageCompany, seesAllTime } from "@tempus/contract/policies";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { EntityForm } from "../../../components/forms/entity-form.tsx";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { useCurrencies } from "../../../lib/currencies.ts";
import { formatMoney } from "../../../lib/i18n.ts";
import { hoursMinutes } from "../../../lib/time-format.ts";
import { useDebtor, useDebtorProjects, useSaveDebtor } from "../api.ts";
import { DebtorBudgetBurnDown } from "../budget-burn-down.tsx";
import { debtorFields } from "../project-fields.ts";

/** A debtor: what is not invoiced, contact, projects, and its edit form. */
export function DebtorDetailPage({ id, user }: { id: string; user: User }) {
  const { t, i18n } = useTranslation("projects");
  const currencies = useCurrencies();
  const { addAlert } = useAlerts();
  const debtor = useDebtor(id);
  const projects = useDebtorProjects(id);
  const saveDebtor = useSaveDebtor();
  if (debtor.isError) return <Alert severity="error">{t("notFound")}</Alert>;
  if (!debtor.data) return <ListStatus state="loading" />;
  const data = debtor.data;
  const money = (amount: string, currency: string) => formatMoney(i18n.language, amount, currency);
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {data.name}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          {!seesAllTime(user) && (
            <Typography color="text.secondary">{t("debtors.ownUnbilled")}</Typography>
          )}
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={2}
            sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}
          >
            <Typography data-testid="debtor-unbilled">
              {data.unbilled_amounts === undefined
                ? t("debtors.unbilledTime", { time: hoursMinutes(data.unbilled_seconds) })
                : t("debtors.unbilled", {
                    time: hoursMinutes(data.unbilled_seconds),
                    amount:
                      data.unbilled_amounts
                        .map((entry) => money(entry.amount, entry.currency))
                        .join(", ") || "–",
                  })}
            </Typography>
            {canManageCompany(user) && (data.unbilled_amounts?.length ?? 0) > 0 && (
              <Button
                component={Link}
                to={`/app/invoices/new?debtor=${data.id}`}
                variant="contained"
                size="small"
              >
                {t("debtors.readyToBill")}
              </Button>
            )}
          </Stack>
          <Typography color="text.secondary">
            {[
              data.contact_person,
              data.email,
              data.phone,
              [data.street, data.zip_code, data.city].filter(Boolean).join(", "),
            ]
              .filter(Boolean)
              .join(" · ")}
          </Typography>
          {canManageCompany(user) && (
            <Typography color="text.secondary" data-testid="debtor-buyer">
              {t("debtors.buyer")}:{" "}
              {[
                data.invoice_email,
                data.buyer_reference,
                data.vat_id,
                data.registration_id,
                data.electronic_address,
                t(`taxTreatments.${data.tax_treatment}`),
                t(`einvoiceFormats.${data.einvoice_format}`),
              ]
                .filter(Boolean)
                .join(" · ")}
            </Typography>
          )}
        </CardContent>
      </Card>
      <DebtorBudgetBurnDown id={String(data.id)} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            {t("projects.title")}
          </Typography>
          {(projects.data ?? []).length === 0 ? (
            <ListStatus state="empty" />
          ) : (
            (projects.data ?? []).map((project) => (
              <Typography key={project.id}>
                <MuiLink component={Link} to={`/app/project-time/projects/${project.id}`}>
                  {project.name}
                </MuiLink>
              </Typography>
            ))
          )}
        </CardContent>
      </Card>
      {canManageCompany(user) && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h3" component="h2" gutterBottom>
              {t("detail.edit")}
            </Typography>
            <EntityForm
              fields={debtorFields(t, currencies.data)}
              schema={DebtorWriteSchema}
              initial={data}
              submitLabel={t("save")}
              fallbackError={t("accounts:unexpected")}
              onSubmit={async (body) => {
                await saveDebtor.mutateAsync({ id: data.id, body });
                addAlert({
                  color: "success",
                  title: t("debtors.savedTitle"),
                  text: t("debtors.savedText"),
                });
              }}
            />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
