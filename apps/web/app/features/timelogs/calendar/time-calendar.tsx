import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import germanLocale from "@fullcalendar/react/locales/de";
import frenchLocale from "@fullcalendar/react/locales/fr";
import dutchLocale from "@fullcalendar/react/locales/nl";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import { alpha, Box, useMediaQuery, useTheme } from "@mui/material";
import type { Activity, Project, TimeLog } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { zonedParts } from "../zoned-time.ts";
import { LogBlock, type LogExtras } from "./log-block.tsx";
import { readableTextOn } from "./readable-text.ts";

/** The languages besides English (one array: a new one each render would set the calendar up again). */
const LOCALES = [germanLocale, frenchLocale, dutchLocale];

/** The "today" button's name in each language (its visible text; the stock hint is "This week"). */
const TODAY: Record<string, string> = { de: "Heute", fr: "Aujourd'hui", nl: "Vandaag" };

/**
 * One time format per language for the axis and the logs: 24 h in German, French and Dutch
 * ("08:00"), the language's own in English ("8:00am").
 */
const timeFormat = (locale: string) =>
  !locale.startsWith("en")
    ? ({ hour: "2-digit", minute: "2-digit", hour12: false } as const)
    : ({ hour: "numeric", minute: "2-digit", meridiem: "short", omitZeroMinute: false } as const);

/**
 * Where the day view opens: the working day's start (08:00), or an hour before
 * now on the calendar's clock when later.
 */
export function openingTime(timeZone: string, now = new Date()): string {
  const hour = Math.max(8, Math.min(Math.floor(zonedParts(now, timeZone).minutes / 60) - 1, 20));
  return `${String(hour).padStart(2, "0")}:00:00`;
}

export interface CalendarChange {
  id: number;
  start: Date;
  end: Date;
}

/**
 * FullCalendar day, week and month views over time logs (a phone starts on the
 * day): drag in empty space to create, drag or resize a log to move it, click
 * to open it. Colours come from the projects; each block names its activity and
 * whether the time is billable; words and the week's first day from the language. Days, hours and "now" are the company's (`timeZone`), as in
 * the list and the log's detail, whatever zone the browser is in.
 */
export default function TimeCalendar({
  logs,
  projects,
  activities = [],
  personOf,
  locale,
  timeZone,
  onRange,
  onCreate,
  onChange,
  onOpen,
}: {
  logs: TimeLog[];
  projects: Project[];
  /** The activities the logs name (archived ones too). */
  activities?: Activity[];
  /** The name of a log's person, for a calendar of several people's logs. */
  personOf?: (user: number) => string;
  locale: string;
  timeZone: string;
  onRange: (start: Date, end: Date) => void;
  onCreate: (start: Date, end: Date) => void;
  onChange: (change: CalendarChange, revert: () => void) => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation("time");
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("md"));
  // FullCalendar sizes its time axis and rows after its first paint: the calendar is shown once
  // they are set, so nothing on it moves under the eye (or the pointer).
  const [laidOut, setLaidOut] = useState(false);
  const palette = theme.palette;
  // FullCalendar's classic theme reads its colours from these variables: the app's theme instead of
  // its stock dark-slate buttons.
  const colours = {
    "--fc-classic-button": palette.primary.main,
    "--fc-classic-button-border": palette.primary.main,
    "--fc-classic-button-strong": palette.primary.dark,
    "--fc-classic-button-strong-border": palette.primary.dark,
    "--fc-classic-button-outline": alpha(palette.primary.main, 0.5),
    "--fc-classic-button-foreground": palette.primary.contrastText,
    "--fc-classic-primary": palette.primary.main,
    "--fc-classic-primary-foreground": palette.primary.contrastText,
    "--fc-classic-highlight": alpha(palette.primary.light, 0.2),
    "--fc-classic-today": alpha(palette.primary.light, 0.08),
    "--fc-classic-now": palette.error.main,
    "--fc-classic-background": palette.background.paper,
    "--fc-classic-foreground": palette.text.primary,
    "--fc-classic-muted-foreground": palette.text.secondary,
    "--fc-classic-border": palette.divider,
    fontFamily: theme.typography.fontFamily,
  };
  const times = timeFormat(locale);
  const colorOf = (id: number) => projects.find((project) => project.id === id)?.color ?? "#ef6c00";
  const nameOf = (id: number) => projects.find((project) => project.id === id)?.name ?? "";
  const activityOf = (id: number | null) =>
    activities.find((activity) => activity.id === id)?.name ?? "";
  const words = { billable: t("fields.billable"), notBillable: t("calendar.notBillable") };
  return (
    <Box sx={{ ...colours, visibility: laidOut ? "visible" : "hidden" }}>
      <FullCalendar
        viewDidMount={() =>
          requestAnimationFrame(() => requestAnimationFrame(() => setLaidOut(true)))
        }
        plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={isPhone ? "timeGridDay" : "timeGridWeek"}
        headerToolbar={{
          left: "prev,next today",
          center: "title",
          right: "timeGridDay,timeGridWeek,dayGridMonth",
        }}
        firstDay={1}
        // The "today" button's name is its visible text (the default hint, "This week", is not).
        todayHint={() => TODAY[locale.slice(0, 2)] ?? "Today"}
        locales={LOCALES}
        locale={locale}
        timeZone={timeZone}
        // A scrolling grid, so it opens at the working day rather than at midnight.
        height="75vh"
        nowIndicator
        selectable
        editable
        scrollTime={openingTime(timeZone)}
        slotHeaderFormat={times}
        eventTimeFormat={times}
        // The week's header names the weekday and the date ("Mon 11/23", "Mo. 23.11.").
        views={{
          timeGridWeek: { dayHeaderFormat: { weekday: "short", month: "numeric", day: "numeric" } },
        }}
        events={logs.map((log) => ({
          id: String(log.id),
          title: [nameOf(log.project), log.description].filter(Boolean).join(" · "),
          start: log.start,
          end: log.end ?? new Date().toISOString(),
          // FullCalendar 7 reads one `color` (backgroundColor/borderColor are gone); the text colour
          // is the one WCAG's contrast ratio prefers on it.
          color: colorOf(log.project),
          contrastColor: readableTextOn(colorOf(log.project)),
          editable: !log.is_running && log.invoice === null,
          extendedProps: {
            activity: activityOf(log.activity),
            billable: log.billable,
            person: personOf?.(log.user) ?? "",
          } satisfies LogExtras,
        }))}
        eventContent={(info) => <LogBlock info={info} words={words} />}
        datesSet={(info) => onRange(info.start, info.end)}
        select={(info) => onCreate(info.start, info.end)}
        eventDrop={(info) =>
          onChange(
            {
              id: Number(info.event.id),
              start: info.event.start as Date,
              end: info.event.end as Date,
            },
            info.revert,
          )
        }
        eventResize={(info) =>
          onChange(
            {
              id: Number(info.event.id),
              start: info.event.start as Date,
              end: info.event.end as Date,
            },
            info.revert,
          )
        }
        eventClick={(info) => onOpen(Number(info.event.id))}
      />
    </Box>
  );
}
