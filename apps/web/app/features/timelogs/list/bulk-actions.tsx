import { Button, Paper, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ProjectActivityPicker, type ProjectChoice } from "../project-activity-picker.tsx";
import { BulkTagsDialog } from "./bulk-tags-dialog.tsx";
import type { TimeLogActions } from "./use-timelog-list.ts";

/**
 * What can be done to the selected logs at once, each in one request: move
 * them to a project and activity, billable or not, their tags, delete.
 */
export function BulkActions({
  selected,
  actions,
  choices,
}: {
  selected: number[];
  actions: TimeLogActions;
  choices: ProjectChoice[];
}) {
  const { t } = useTranslation("time");
  const [project, setProject] = useState<number | "">("");
  const [activity, setActivity] = useState<number | "">("");
  const [isTagging, setIsTagging] = useState(false);
  if (selected.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t("list.bulkLabel")}
      sx={{ p: 1.5, position: "sticky", top: { xs: 56, sm: 64 }, zIndex: 2 }}
    >
      <Stack spacing={1}>
        <Typography role="status">{t("list.selectedCount", { count: selected.length })}</Typography>
        <Stack
          direction={{ xs: "column", md: "row" }}
          spacing={1}
          sx={{ alignItems: { md: "center" } }}
        >
          <ProjectActivityPicker
            id="bulk-project"
            size="small"
            project={project}
            activity={activity}
            choices={choices}
            onChange={(nextProject, nextActivity) => {
              setProject(nextProject);
              setActivity(nextActivity);
            }}
            sx={{ minWidth: 240 }}
          />
          <Button
            variant="outlined"
            disabled={project === ""}
            onClick={() =>
              project !== "" &&
              void actions.moveTo(selected, project, activity === "" ? null : activity)
            }
          >
            {t("list.moveSelected", { count: selected.length })}
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
          <Button variant="outlined" onClick={() => void actions.markBillable(selected, true)}>
            {t("list.markBillable", { count: selected.length })}
          </Button>
          <Button variant="outlined" onClick={() => void actions.markBillable(selected, false)}>
            {t("list.markNotBillable", { count: selected.length })}
          </Button>
          <Button variant="outlined" aria-haspopup="dialog" onClick={() => setIsTagging(true)}>
            {t("list.setTags", { count: selected.length })}
          </Button>
          <Button color="error" variant="outlined" onClick={() => void actions.remove(selected)}>
            {t("list.deleteSelected", { count: selected.length })}
          </Button>
        </Stack>
      </Stack>
      {isTagging && (
        <BulkTagsDialog
          count={selected.length}
          onClose={() => setIsTagging(false)}
          onSave={(tags) => actions.setTags(selected, tags)}
        />
      )}
    </Paper>
  );
}
