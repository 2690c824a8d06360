import StopCircleIcon from "@mui/icons-material/StopCircle";
import { Box, Button, Chip, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { clock, stopTimer, useProjects, useRefreshTime, useRunning } from "./api.ts";
import { useElapsed } from "./use-elapsed.ts";

/** The running timer in the app bar, on every app page, with its stop button. */
export function RunningTimer() {
  const { t } = useTranslation("time");
  const running = useRunning();
  const projects = useProjects(true);
  const refresh = useRefreshTime();
  const { addAlert } = useAlerts();
  const elapsed = useElapsed(running.data?.start);
  if (!running.data) return null;
  const log = running.data;
  const project = projects.data?.find((entry) => entry.id === log.project);
  const stop = async () => {
    try {
      await stopTimer(log.id);
      addAlert({
        color: "success",
        title: t("timer.stoppedTitle"),
        text: t("timer.stoppedText", { time: clock(elapsed) }),
      });
    } catch {
      addAlert({ color: "error", title: t("timer.failedTitle"), text: t("accounts:unexpected") });
    }
    await refresh();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }} data-testid="running-timer">
      <Chip
        color="primary"
        variant="outlined"
        label={
          <>
            {/* A phone's bar shows the time only. */}
            <Box component="span" sx={{ display: { xs: "none", md: "inline" } }}>
              {`${project?.name ?? "…"} · `}
            </Box>
            {clock(elapsed)}
          </>
        }
      />
      <Button
        size="small"
        color="error"
        startIcon={<StopCircleIcon />}
        onClick={stop}
        aria-label={t("timer.stop")}
        sx={{ minWidth: 0, "& .MuiButton-startIcon": { mr: { xs: 0, md: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: "none", md: "inline" } }}>
          {t("timer.stop")}
        </Box>
      </Button>
    </Stack>
  );
}
