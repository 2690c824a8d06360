import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import type { Project, TimeLog } from "@tempus/contract";

export interface CalendarChange {
  id: number;
  start: Date;
  end: Date;
}

/**
 * FullCalendar week and month views over time logs: drag in empty space to
 * create, drag or resize a log to move it, click to open it. Colours come
 * from the projects.
 */
export default function TimeCalendar({
  logs,
  projects,
  locale,
  onRange,
  onCreate,
  onChange,
  onOpen,
}: {
  logs: TimeLog[];
  projects: Project[];
  locale: string;
  onRange: (start: Date, end: Date) => void;
  onCreate: (start: Date, end: Date) => void;
  onChange: (change: CalendarChange, revert: () => void) => void;
  onOpen: (id: number) => void;
}) {
  const colorOf = (id: number) => projects.find((project) => project.id === id)?.color ?? "#ef6c00";
  const nameOf = (id: number) => projects.find((project) => project.id === id)?.name ?? "";
  return (
    <FullCalendar
      plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, interactionPlugin]}
      initialView="timeGridWeek"
      headerToolbar={{
        left: "prev,next today",
        center: "title",
        right: "timeGridWeek,dayGridMonth",
      }}
      firstDay={1}
      locale={locale}
      height="auto"
      nowIndicator
      selectable
      editable
      scrollTime="07:00:00"
      events={logs.map((log) => ({
        id: String(log.id),
        title: [nameOf(log.project), log.description].filter(Boolean).join(" · "),
        start: log.start,
        end: log.end ?? new Date().toISOString(),
        // FullCalendar 7 reads one `color` (backgroundColor/borderColor are gone) and picks the text
        // colour against it.
        color: colorOf(log.project),
        editable: !log.is_running && log.invoice === null,
      }))}
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
  );
}
