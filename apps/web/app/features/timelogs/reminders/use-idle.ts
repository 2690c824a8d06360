import { useCallback, useEffect, useRef, useState } from "react";

/** What counts as someone at work in the app. */
const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart"] as const;
/** The last activity in any tab of the app, so that one tab in use keeps the others from asking. */
export const SHARED_ACTIVITY_KEY = "tempus.lastActivity";
/** How often idleness is looked at. */
export const IDLE_CHECK_MS = 15_000;
/** Activity is shared with the other tabs at most this often. */
const SHARE_EVERY_MS = 5_000;

const readShared = () => {
  try {
    return Number(window.localStorage.getItem(SHARED_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
};
const writeShared = (time: number) => {
  try {
    window.localStorage.setItem(SHARED_ACTIVITY_KEY, String(time));
  } catch {
    // Without storage each tab keeps its own.
  }
};

/**
 * When the person stopped using the app, once that is `idleMinutes` ago: no pointer, key or wheel
 * in any of its tabs, and none when a tab comes back into view (coming back after longer asks
 * first, instead of counting as activity). Never before `notBefore` (the running log's start).
 * Null while there is activity, or when not `enabled`. `reset` starts counting again from now.
 */
export function useIdleSince(enabled: boolean, idleMinutes: number, notBefore?: string) {
  const [idleSince, setIdleSince] = useState<Date | null>(null);
  const last = useRef(0);
  const idle = useRef<Date | null>(null);

  useEffect(() => {
    idle.current = null;
    setIdleSince(null);
    if (!enabled || idleMinutes <= 0) return;
    const limit = idleMinutes * 60_000;
    const floor = notBefore ? Date.parse(notBefore) : 0;
    last.current = Date.now();
    let shared = 0;
    const check = () => {
      if (idle.current) return true;
      const latest = Math.max(last.current, readShared());
      if (Date.now() - latest < limit) return false;
      idle.current = new Date(Math.max(latest, floor));
      setIdleSince(idle.current);
      return true;
    };
    const onActivity = () => {
      if (check()) return;
      const now = Date.now();
      last.current = now;
      if (now - shared >= SHARE_EVERY_MS) {
        shared = now;
        writeShared(now);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") onActivity();
    };
    // Another tab in use since this one went idle: the person is back, nothing to ask here.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SHARED_ACTIVITY_KEY || !idle.current) return;
      if (Number(event.newValue) > idle.current.getTime() + limit) {
        idle.current = null;
        last.current = Number(event.newValue);
        setIdleSince(null);
      }
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("storage", onStorage);
    const timer = window.setInterval(check, IDLE_CHECK_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, true);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("storage", onStorage);
      window.clearInterval(timer);
    };
  }, [enabled, idleMinutes, notBefore]);

  const reset = useCallback(() => {
    last.current = Date.now();
    writeShared(last.current);
    idle.current = null;
    setIdleSince(null);
  }, []);

  return { idleSince, reset };
}
