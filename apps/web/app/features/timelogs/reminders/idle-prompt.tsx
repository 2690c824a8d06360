import type { TimeLog } from "@tempus/contract";
import { lazy, Suspense, useEffect } from "react";
import { whenIdle } from "../../../lib/idle.ts";
import { useIdleSince } from "./use-idle.ts";

const loadDialog = () => import("./idle-dialog.tsx");
/** The dialog comes after the app's first paint (the shell stays light); the watch is here. */
const IdleDialog = lazy(() => loadDialog().then((module) => ({ default: module.IdleDialog })));

/**
 * Asks, after the person's idle minutes without activity in the app while a timer runs, what
 * the idle time was (idle-dialog.tsx): kept, discarded, or the timer stopped now.
 */
export function IdlePrompt({
  log,
  idleMinutes,
  timeZone,
}: {
  log: TimeLog | null;
  idleMinutes: number;
  timeZone: string;
}) {
  const watching = Boolean(log) && idleMinutes > 0;
  const { idleSince, reset } = useIdleSince(watching, idleMinutes, log?.start);
  useEffect(() => {
    if (watching) return whenIdle(() => void loadDialog());
  }, [watching]);
  if (!log || !idleSince) return null;
  return (
    <Suspense fallback={null}>
      <IdleDialog log={log} idleSince={idleSince} reset={reset} timeZone={timeZone} />
    </Suspense>
  );
}
