import { Button, Chip, Stack, Typography } from "@mui/material";
import type { Project, User } from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { CollectionTable } from "../../../components/lists/collection-table.tsx";
import { collections, useDebtors } from "../api.ts";

/** The projects as a searchable, sortable table, with the way to create one. */
export function ProjectsPage({ user }: { user: User }) {
  const { t } = useTranslation("projects");
  const navigate = useNavigate();
  const debtors = useDebtors();
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
        <Typography variant="h2" component="h1">
          {t("projects.title")}
        </Typography>
        {canManageCompany(user) && (
          <Button component={Link} to="/app/project-time/projects/create" variant="contained">
            {t("projects.create")}
          </Button>
        )}
      </Stack>
      <CollectionTable<Project>
        collection={collections.projects}
        defaultOrdering="name"
        archivable
        testId="projects-table"
        onRowClick={(row) => navigate(`/app/project-time/projects/${row.id}`)}
        columns={[
          {
            key: "name",
            label: t("fields.name"),
            sort: "name",
            render: (row) => (
              <>
                <Chip size="small" sx={{ bgcolor: row.color, width: 12, height: 12, mr: 1 }} />
                {row.name}
              </>
            ),
          },
          {
            key: "debtor",
            label: t("fields.debtor"),
            render: (row) => debtors.data?.find((entry) => entry.id === row.debtor)?.name ?? "",
          },
          {
            key: "budget",
            label: t("fields.budget_hours"),
            render: (row) => row.budget_hours ?? "–",
          },
          { key: "currency", label: t("projects.currency"), render: (row) => row.currency },
          {
            key: "archived",
            label: "",
            render: (row) => (row.is_archived ? <Chip size="small" label={t("archived")} /> : null),
          },
        ]}
      />
    </Stack>
  );
}
