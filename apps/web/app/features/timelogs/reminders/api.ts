import { useQuery } from "@tanstack/react-query";
import { endpoints } from "@tempus/contract/endpoints";
import { call } from "../../../lib/call.ts";
import { timelogKeys } from "../api.ts";

/**
 * The caller's reminders now (a forgotten timer, a short yesterday, the idle minutes). They
 * depend on the time logs, so they are kept under the time logs' key: every change of time
 * (start, stop, an entry) reads them again, and so does a change of the reminder settings.
 */
export function useReminders() {
  return useQuery({
    queryKey: [...timelogKeys.all, "reminders"],
    queryFn: () => call(endpoints.reminders.get, {}, { retry: 0 }),
    // A timer passes its limit while the page stays open.
    refetchInterval: 5 * 60_000,
  });
}
