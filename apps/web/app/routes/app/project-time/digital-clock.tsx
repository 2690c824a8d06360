import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import StopIcon from "@mui/icons-material/Stop";
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import {
  clock,
  startTimer,
  stopTimer,
  useRefreshTime,
  useRunning,
} from "../../../features/timelogs/api.ts";
import { ProjectPickers } from "../../../features/timelogs/project-pickers.tsx";
import { useElapsed } from "../../../features/timelogs/use-elapsed.ts";
import { errorBody } from "../../../lib/api-client.ts";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.clock");

/** A large hh:mm:ss clock of the running timer, with start and stop. */
export default function DigitalClock() {
  const { t } = useTranslation("time");
  const running = useRunning();
  const refresh = useRefreshTime();
  const { addAlert } = useAlerts();
  const [project, setProject] = useState<number | "">("");
  const [activity, setActivity] = useState<number | "">("");
  const [description, setDescription] = useState("");
  const elapsed = useElapsed(running.data?.start);
  const log = running.data;

  useEffect(() => {
    if (log) {
      setProject(log.project);
      setActivity(log.activity ?? "");
      setDescription(log.description);
    }
  }, [log]);

  const start = async () => {
    if (project === "") return;
    try {
      await startTimer({ project, activity: activity === "" ? null : activity, description });
      addAlert({ color: "success", title: t("timer.startedTitle"), text: t("timer.startedText") });
    } catch (error) {
      const message = Object.values(errorBody(error)).flat()[0];
      addAlert({
        color: "error",
        title: t("timer.failedTitle"),
        text: typeof message === "string" ? message : t("accounts:unexpected"),
      });
    }
    await refresh();
  };
  const stop = async () => {
    if (!log) return;
    await stopTimer(log.id);
    addAlert({
      color: "success",
      title: t("timer.stoppedTitle"),
      text: t("timer.stoppedText", { time: clock(elapsed) }),
    });
    await refresh();
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={4} sx={{ alignItems: "center", py: 4 }}>
          <Typography variant="h2" component="h1">
            {t("clock.title")}
          </Typography>
          <Box
            data-testid="digital-clock"
            sx={{
              fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
              fontSize: { xs: "3.5rem", md: "7rem" },
              fontWeight: 700,
              color: log ? "primary.main" : "text.disabled",
              letterSpacing: 4,
            }}
          >
            {clock(elapsed)}
          </Box>
          <Stack
            direction={{ xs: "column", md: "row" }}
            spacing={2}
            sx={{ width: "100%", maxWidth: 900 }}
          >
            <ProjectPickers
              project={project}
              activity={activity}
              onProject={setProject}
              onActivity={setActivity}
            />
            <TextField
              label={t("fields.description")}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              fullWidth
              disabled={Boolean(log)}
            />
          </Stack>
          {log ? (
            <Button
              size="large"
              color="error"
              variant="contained"
              startIcon={<StopIcon />}
              onClick={stop}
            >
              {t("timer.stop")}
            </Button>
          ) : (
            <Button
              size="large"
              variant="contained"
              startIcon={<PlayArrowIcon />}
              onClick={start}
              disabled={project === ""}
            >
              {t("timer.start")}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
