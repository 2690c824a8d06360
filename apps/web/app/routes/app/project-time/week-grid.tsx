import type { User } from "@tempus/contract";
import { useOutletContext } from "react-router";
import { WeekGridPage } from "../../../features/week-grid/week-grid-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.weekGrid");

/** /app/project-time/timelog/week: the week as projects × days, typed into. */
export default function WeekGrid() {
  return <WeekGridPage user={useOutletContext<User>()} />;
}
