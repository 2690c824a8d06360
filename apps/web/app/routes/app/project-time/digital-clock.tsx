import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import StopIcon from "@mui/icons-material/Stop";
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { clock } from "../../../features/timelogs/api.ts";
import { ProjectPickers } from "../../../features/timelogs/project-pickers.tsx";
import { useTimerControls } from "../../../features/timelogs/timer-controls.ts";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.clock");

/** A large hh:mm:ss clock of the running timer, with start and stop. */
export default function DigitalClock() {
  const { t } = useTranslation("time");
  const {
    log,
    elapsed,
    project,
    setProject,
    activity,
    setActivity,
    description,
    setDescription,
    start,
    stop,
  } = useTimerControls();

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
