import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clock } from "../../lib/time-format.ts";
import { useProjects } from "../projects/index.ts";
import { TimerButton, TimerFields } from "./project-pickers.tsx";
import { useTimerControls } from "./timer-controls.ts";

/** The dashboard's timer: the running log with its stop button, or a quick start. */
export function QuickTimer() {
  const { t } = useTranslation("time");
  // Every project, for the running log's name; a company without any is shown how to begin.
  const projects = useProjects(true);
  const timer = useTimerControls();
  const { log } = timer;
  const projectName = projects.data?.find((entry) => entry.id === log?.project)?.name ?? "…";
  return (
    <Card variant="outlined" data-testid="quick-timer">
      <CardContent>
        <Stack
          direction={{ xs: "column", md: "row" }}
          spacing={2}
          sx={{ alignItems: { md: "center" } }}
        >
          {log ? (
            <>
              <Typography
                component="p"
                sx={{ fontFamily: "ui-monospace, Menlo, monospace", fontSize: "2rem" }}
                color="primary"
                data-testid="quick-timer-clock"
              >
                {clock(timer.elapsed)}
              </Typography>
              <Typography sx={{ flexGrow: 1 }}>
                {log.description ? `${projectName} · ${log.description}` : projectName}
              </Typography>
              <TimerButton timer={timer} />
            </>
          ) : projects.data?.length === 0 ? (
            <>
              <Typography sx={{ flexGrow: 1 }}>{t("calendar.noProjects")}</Typography>
              <Button component={Link} to="/app/project-time/projects/create" variant="contained">
                {t("projects:projects.create")}
              </Button>
            </>
          ) : (
            <>
              <TimerFields timer={timer} />
              <TimerButton timer={timer} />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
