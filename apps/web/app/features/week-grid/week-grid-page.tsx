import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { Alert, Box, Button, Card, IconButton, Stack, Typography } from "@mui/material";
import type { User } from "@tempus/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { visuallyHidden } from "../../components/visually-hidden.ts";
import { useProjects } from "../projects/index.ts";
import { ProjectActivityPicker, useProjectChoices } from "../timelogs/index.ts";
import { useWeekGrid } from "./use-week-grid.ts";
import { addDays } from "./week.ts";
import { WeekTable } from "./week-table.tsx";

/**
 * /app/project-time/timelog/week: the signed-in user's week as projects × days, filled in by
 * typing durations (decision 027).
 */
export function WeekGridPage({ user }: { user: User }) {
  const { t } = useTranslation("time");
  const grid = useWeekGrid(user);
  const { choices } = useProjectChoices();
  const activeProjects = useProjects();
  // The picker starts empty again after each row it adds.
  const [pickerRound, setPickerRound] = useState(0);
  // The row whose first open cell takes the focus once it is drawn.
  const [focusRow, setFocusRow] = useState<string | null>(null);

  useEffect(() => {
    if (focusRow === null) return;
    const cell = document.querySelector<HTMLInputElement>(
      `[data-row-key="${focusRow}"] input:not([readonly])`,
    );
    if (!cell) return;
    cell.focus();
    setFocusRow(null);
  });

  const weekLabel = grid.monday ? grid.formats.week(grid.days[0], grid.days[6]) : "";
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {grid.dialog}
      <Typography variant="h2" component="h1">
        {t("weekGrid.title")}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <IconButton
          aria-label={t("weekGrid.previousWeek")}
          disabled={!grid.monday}
          onClick={() => grid.monday && grid.toWeek(addDays(grid.monday, -7))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Button
          variant="outlined"
          disabled={!grid.today}
          onClick={() => grid.today && grid.toWeek(grid.today)}
        >
          {t("weekGrid.thisWeek")}
        </Button>
        <IconButton
          aria-label={t("weekGrid.nextWeek")}
          disabled={!grid.monday}
          onClick={() => grid.monday && grid.toWeek(addDays(grid.monday, 7))}
        >
          <ChevronRightIcon />
        </IconButton>
        <Typography component="h2" variant="h6" aria-live="polite" data-testid="week-label">
          {weekLabel}
        </Typography>
      </Stack>
      {activeProjects.data?.length === 0 && (
        <Alert severity="info">{t("weekGrid.noProjects")}</Alert>
      )}
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ alignItems: { sm: "center" } }}
      >
        <ProjectActivityPicker
          key={pickerRound}
          id="week-grid-add-row"
          label={t("weekGrid.addRow")}
          size="small"
          project=""
          activity=""
          choices={choices}
          sx={{ width: { xs: "100%", sm: 320 } }}
          onChange={(project, activity) => {
            if (project === "") return;
            setFocusRow(grid.addRow({ project, activity: activity === "" ? null : activity }));
            setPickerRound((round) => round + 1);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          disabled={grid.isLoading}
          onClick={grid.copyLastWeek}
        >
          {t("weekGrid.copyRows")}
        </Button>
      </Stack>
      <Typography color="text.secondary" id="week-grid-help">
        {t("weekGrid.help", { decimal: grid.formats.decimalExample })}
      </Typography>
      <Card variant="outlined">
        {grid.loadError ? (
          <Alert severity="error">{t("weekGrid.loadFailed")}</Alert>
        ) : grid.isLoading ? (
          <ListStatus state="loading" />
        ) : (
          <WeekTable grid={grid} />
        )}
      </Card>
      <Box role="status" sx={visuallyHidden} data-testid="week-grid-status">
        {grid.announcement}
      </Box>
    </Stack>
  );
}
