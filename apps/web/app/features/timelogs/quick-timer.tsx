import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import StopIcon from "@mui/icons-material/Stop";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { clock, useProjects } from "./api.ts";
import { TimerFields } from "./project-pickers.tsx";
import { useTimerControls } from "./timer-controls.ts";

/** The dashboard's timer: the running log with its stop button, or a quick start. */
export function QuickTimer() {
  const { t } = useTranslation("time");
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
              <Button
                color="error"
                variant="contained"
                startIcon={<StopIcon />}
                onClick={timer.stop}
              >
                {t("timer.stop")}
              </Button>
            </>
          ) : (
            <>
              <TimerFields timer={timer} />
              <Button
                variant="contained"
                startIcon={<PlayArrowIcon />}
                onClick={timer.start}
                disabled={timer.project === ""}
              >
                {t("timer.start")}
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
