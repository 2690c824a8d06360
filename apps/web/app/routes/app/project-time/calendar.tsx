import { CalendarPage } from "../../../features/timelogs/index.ts";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.calendar");

/** /app/project-time/timelog/calender (spelled as the specification spells it). */
export default function Calendar() {
  return <CalendarPage />;
}
