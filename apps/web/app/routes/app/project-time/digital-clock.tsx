import { Box, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { TimerButton, TimerFields } from "../../../features/timelogs/project-pickers.tsx";
import { useTimerControls } from "../../../features/timelogs/timer-controls.ts";
import { pageMeta } from "../../../lib/i18n.ts";
import { clock } from "../../../lib/time-format.ts";

export const meta = () => pageMeta("common:titles.clock");

/** A large hh:mm:ss clock of the running timer, with start and stop. */
export default function DigitalClock() {
  const { t } = useTranslation("time");
  const timer = useTimerControls();
  const { log } = timer;

  return (
    <Card variant="outlined" data-testid="clock-card">
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
            {clock(timer.elapsed)}
          </Box>
          <Stack
            direction={{ xs: "column", md: "row" }}
            spacing={2}
            sx={{ width: "100%", maxWidth: 900 }}
          >
            <TimerFields timer={timer} disabled={Boolean(log)} />
          </Stack>
          <TimerButton timer={timer} size="large" />
        </Stack>
      </CardContent>
    </Card>
  );
}
