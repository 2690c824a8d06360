import { Alert, Card, CardContent, Link as MuiLink, Stack, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Debtor, Project, User } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext, useParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { EntityForm } from "../../../components/entity-form.tsx";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { saveDebtor } from "../../../features/projects/api.ts";
import { debtorFields } from "../../../features/projects/project-fields.ts";
import { hoursMinutes } from "../../../features/timelogs/api.ts";
import { api } from "../../../lib/api-client.ts";
import { formatMoney, pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.debtor");

type DebtorDetail = Debtor & {
  unbilled_seconds: number;
  unbilled_amounts: { currency: string; amount: string }[];
};

export default function DebtorDetailPage() {
  const { t, i18n } = useTranslation("projects");
  const { id } = useParams();
  const user = useOutletContext<User>();
  const queryClient = useQueryClient();
  const { addAlert } = useAlerts();
  const debtor = useQuery({
    queryKey: ["debtor", id],
    queryFn: () => api<DebtorDetail>(`/projectmanagement/debtor/${id}/`),
  });
  const projects = useQuery({
    queryKey: ["projects", "debtor", id],
    queryFn: async () =>
      (
        await api<{ results: Project[] }>("/projectmanagement/project/", {
          query: { debtor: id ?? "", page_size: 1000 },
        })
      ).results,
  });
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
          <Typography data-testid="debtor-unbilled">
            {t("debtors.unbilled", {
              time: hoursMinutes(data.unbilled_seconds),
              amount:
                data.unbilled_amounts
                  .map((entry) => money(entry.amount, entry.currency))
                  .join(", ") || "–",
            })}
          </Typography>
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
        </CardContent>
      </Card>
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
      {user.role !== "member" && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h3" component="h2" gutterBottom>
              {t("detail.edit")}
            </Typography>
            <EntityForm
              fields={debtorFields(t)}
              initial={data}
              submitLabel={t("save")}
              fallbackError={t("accounts:unexpected")}
              onSubmit={async (body) => {
                await saveDebtor(data.id, { ...body, currency: body.currency || null });
                await queryClient.invalidateQueries({ queryKey: ["debtor", id] });
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
