import { useSyncExternalStore } from "react";

/** What the next timer starts with; every timer on the page (bar, clock page) shares it. */
export interface TimerDraft {
  project: number | "";
  activity: number | "";
  description: string;
  billable: boolean;
}

const EMPTY: TimerDraft = { project: "", activity: "", description: "", billable: true };
let draft = EMPTY;
const listeners = new Set<() => void>();

/** Changes part of the draft and tells every timer. */
export function changeDraft(changes: Partial<TimerDraft>) {
  draft = { ...draft, ...changes };
  for (const listener of listeners) listener();
}

/** The shared draft (the server's render sees the empty one). */
export function useTimerDraft(): TimerDraft {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => draft,
    () => EMPTY,
  );
}
