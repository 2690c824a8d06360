import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import StopIcon from "@mui/icons-material/Stop";
import { Button, MenuItem, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useActivities, useProjects } from "../projects/index.ts";
import type { useTimerControls } from "./timer-controls.ts";

/** Project and activity selects; activities are the global ones and the project's own. */
export function ProjectPickers({
  project,
  activity,
  onProject,
  onActivity,
}: {
  project: number | "";
  activity: number | "";
  onProject: (id: number | "") => void;
  onActivity: (id: number | "") => void;
}) {
  const { t } = useTranslation("time");
  const projects = useProjects();
  const activities = useActivities();
  const usable = (activities.data ?? []).filter(
    (entry) => entry.project === null || entry.project === project,
  );
  return (
    <>
      <TextField
        select
        label={t("fields.project")}
        value={project}
        onChange={(event) => onProject(event.target.value === "" ? "" : Number(event.target.value))}
        sx={{ minWidth: 220 }}
        slotProps={{ htmlInput: { "data-testid": "project-select" } }}
      >
        {(projects.data ?? []).map((entry) => (
          <MenuItem key={entry.id} value={entry.id}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t("fields.activity")}
        value={activity}
        onChange={(event) =>
          onActivity(event.target.value === "" ? "" : Number(event.target.value))
        }
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t("fields.noActivity")}</MenuItem>
        {usable.map((entry) => (
          <MenuItem key={entry.id} value={entry.id}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/** What a new timer is started with: project, activity and description. */
export function TimerFields({
  timer,
  disabled = false,
}: {
  timer: ReturnType<typeof useTimerControls>;
  disabled?: boolean;
}) {
  const { t } = useTranslation("time");
  return (
    <>
      <ProjectPickers
        project={timer.project}
        activity={timer.activity}
        onProject={timer.setProject}
        onActivity={timer.setActivity}
      />
      <TextField
        label={t("fields.description")}
        value={timer.description}
        onChange={(event) => timer.setDescription(event.target.value)}
        disabled={disabled}
        sx={{ flexGrow: 1 }}
      />
    </>
  );
}

/** Stop while the timer runs, else start (once a project is chosen). */
export function TimerButton({
  timer,
  size = "medium",
}: {
  timer: ReturnType<typeof useTimerControls>;
  size?: "medium" | "large";
}) {
  const { t } = useTranslation("time");
  return timer.log ? (
    <Button
      size={size}
      color="error"
      variant="contained"
      startIcon={<StopIcon />}
      onClick={timer.stop}
    >
      {t("timer.stop")}
    </Button>
  ) : (
    <Button
      size={size}
      variant="contained"
      startIcon={<PlayArrowIcon />}
      onClick={timer.start}
      disabled={timer.project === ""}
    >
      {t("timer.start")}
    </Button>
  );
}
