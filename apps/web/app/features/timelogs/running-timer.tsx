import StopCircleIcon from "@mui/icons-material/StopCircle";
import { Box, Button, Chip, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { clock } from "../../lib/time-format.ts";
import { useProjects } from "../projects/index.ts";
import { useTimerControls } from "./timer-controls.ts";

/** The running timer in the app bar, on every app page, with its stop button. */
export function RunningTimer() {
  const { t } = useTranslation("time");
  const projects = useProjects(true);
  const { log, elapsed, stop } = useTimerControls();
  if (!log) return null;
  const project = projects.data?.find((entry) => entry.id === log.project);
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
