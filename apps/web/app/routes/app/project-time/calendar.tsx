import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { CalendarPage } from "../../../features/timelogs/calendar/calendar-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.calendar");

/** /app/project-time/timelog/calender (spelled as the specification spells it). */
export default function Calendar() {
  return <CalendarPage user={useOutletContext<User>()} />;
}
