import { useEffect, useState } from "react";

/** Seconds since `start`, ticking every second while `start` is set. */
export function useElapsed(start: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!start) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [start]);
  return start ? Math.max(0, Math.floor((now - new Date(start).getTime()) / 1000)) : 0;
}
