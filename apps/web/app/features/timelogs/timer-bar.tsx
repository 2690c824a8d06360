import KeyboardOutlinedIcon from "@mui/icons-material/KeyboardOutlined";
import PaidOutlinedIcon from "@mui/icons-material/PaidOutlined";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import StopIcon from "@mui/icons-material/Stop";
import {
  Box,
  Button,
  IconButton,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  Tooltip,
  Typography,
} from "@mui/material";
import type { User } from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { clock } from "../../lib/time-format.ts";
import { ProjectActivityPicker, useProjectChoices } from "./project-activity-picker.tsx";
import { useTimerControls } from "./timer-controls.ts";

/** The reminders' notices and prompts come after the first paint (the shell stays light). */
const TimerReminders = lazy(() =>
  import("./reminders/timer-reminders.tsx").then((module) => ({ default: module.TimerReminders })),
);

/** Whether the key press happened while typing somewhere (then "/" is text, not a shortcut). */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The timer on every app page, as Toggl's: a description, a project and
 * activity with type-ahead, billable, and Start (Enter in the description
 * starts); while it runs, its description (saved on Enter or leaving it), the
 * elapsed time and Stop. Alt+S starts or stops it
 * from anywhere, "/" jumps to it. Focus follows: after Start on Stop, after
 * Stop back in the description.
 */
export function TimerBar({ user }: { user: User }) {
  const { t } = useTranslation("time");
  const { pathname } = useLocation();
  const timer = useTimerControls();
  const { choices, projects, isEmpty } = useProjectChoices();
  const { log } = timer;
  const descriptionRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"stop" | "description" | null>(null);
  const [needsProject, setNeedsProject] = useState(false);

  const start = async () => {
    if (timer.project === "") {
      setNeedsProject(true);
      pickerRef.current?.focus();
      return;
    }
    focusNext.current = "stop";
    if (!(await timer.start())) focusNext.current = null;
  };
  const stop = async () => {
    focusNext.current = "description";
    if (!(await timer.stop())) focusNext.current = null;
  };
  const toggle = () => void (log ? stop() : start());

  // Focus moves once the bar shows the new state.
  useEffect(() => {
    if (focusNext.current === "stop" && log) {
      stopRef.current?.focus();
      focusNext.current = null;
    } else if (focusNext.current === "description" && !log) {
      descriptionRef.current?.focus();
      focusNext.current = null;
    }
  }, [log]);

  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;
  const runningRef = useRef(Boolean(log));
  runningRef.current = Boolean(log);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === "KeyS") {
        event.preventDefault();
        toggleRef.current();
      } else if (
        event.key === "/" &&
        !event.altKey &&
        !event.ctrlKey &&
        !event.metaKey &&
        !isTyping(event.target)
      ) {
        event.preventDefault();
        (runningRef.current ? stopRef.current : descriptionRef.current)?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const running = log
    ? (choices.find((choice) => choice.project === log.project && choice.activity === log.activity)
        ?.label ??
      projects.data?.find((entry) => entry.id === log.project)?.name ??
      "…")
    : "";
  // The set-up comes first: a company without projects has nothing to time yet.
  if (pathname.startsWith("/app/setup")) return null;
  const shortcuts = (
    <Tooltip title={t("timerBar.shortcuts")} describeChild>
      <IconButton aria-label={t("timerBar.shortcutsLabel")} size="small">
        <KeyboardOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
  const billable = (
    <Tooltip title={t("fields.billable")}>
      <ToggleButton
        value="billable"
        size="small"
        selected={timer.billable}
        color="primary"
        aria-label={t("fields.billable")}
        onChange={() => void timer.setBillable(!timer.billable)}
        sx={{ border: 0 }}
      >
        <PaidOutlinedIcon />
      </ToggleButton>
    </Tooltip>
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t("timerBar.label")}
      data-testid="timer-bar"
      sx={{ p: 1.5, mb: 3 }}
    >
      {log ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}
          data-testid="running-timer"
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {/* The running log's description stays editable, as in the list. */}
            <TextField
              id="timer-running-description"
              variant="standard"
              fullWidth
              placeholder={t("timerBar.noDescription")}
              value={timer.description}
              onChange={(event) => timer.setDescription(event.target.value)}
              onBlur={() => void timer.saveDescription()}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  void timer.saveDescription();
                } else if (event.key === "Escape") {
                  timer.revertDescription();
                }
              }}
              slotProps={{
                input: { disableUnderline: true },
                htmlInput: { "aria-label": t("fields.description"), maxLength: 5000 },
              }}
            />
            <Typography noWrap variant="body2" color="text.secondary">
              {running}
            </Typography>
          </Box>
          <Typography
            component="p"
            aria-live="off"
            sx={{ fontFamily: "ui-monospace, Menlo, monospace", fontSize: "1.5rem" }}
            color="primary"
            data-testid="timer-clock"
          >
            {clock(timer.elapsed)}
          </Typography>
          {billable}
          <Button
            ref={stopRef}
            color="error"
            variant="contained"
            startIcon={<StopIcon />}
            // Not disabled while the start settles: the focus moves here as soon as it shows.
            onClick={() => void stop()}
          >
            {t("timer.stop")}
          </Button>
          {shortcuts}
        </Stack>
      ) : isEmpty ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <Typography sx={{ flexGrow: 1 }}>{t("calendar.noProjects")}</Typography>
          {canManageCompany(user) && (
            <Button component={Link} to="/app/project-time/projects/create" variant="contained">
              {t("projects:projects.create")}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack
          direction={{ xs: "column", md: "row" }}
          spacing={1}
          sx={{ alignItems: { md: "center" } }}
        >
          <TextField
            id="timer-description"
            label={t("fields.description")}
            placeholder={t("timerBar.placeholder")}
            size="small"
            value={timer.description}
            inputRef={descriptionRef}
            onChange={(event) => timer.setDescription(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void start();
              }
            }}
            sx={{ flexGrow: 1 }}
          />
          {/* On a phone the picker has a line of its own: beside the buttons its label was cut. */}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: "center", flexWrap: { xs: "wrap", sm: "nowrap" } }}
          >
            <ProjectActivityPicker
              id="timer-project"
              size="small"
              project={timer.project}
              activity={timer.activity}
              choices={choices}
              inputRef={pickerRef}
              error={needsProject && timer.project === ""}
              helperText={
                needsProject && timer.project === "" ? t("timerBar.chooseProject") : undefined
              }
              onChange={(project, activity) => {
                timer.setProject(project);
                timer.setActivity(activity);
              }}
              sx={{ flexGrow: 1, flexBasis: { xs: "100%", sm: 0 }, minWidth: { xs: 0, md: 260 } }}
            />
            {billable}
            <Button
              variant="contained"
              startIcon={<PlayArrowIcon />}
              onClick={() => void start()}
              disabled={timer.isStarting}
              sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
            >
              {t("timer.start")}
            </Button>
            {shortcuts}
          </Stack>
        </Stack>
      )}
      <Suspense fallback={null}>
        <TimerReminders log={timer.serverLog} />
      </Suspense>
    </Paper>
  );
}
