import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReminderDefaultsWriteBody, ReminderSettingsWriteBody } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { call } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const { reminderSettings, reminderDefaults } = endpoints;

/**
 * The reminder settings' query keys. What is due now is the time logs' (timelogs/reminders/api.ts):
 * a change of the settings reads the time logs' data again by their root.
 */
export const reminderKeys = {
  settings: [QUERY_ROOTS.reminders, "settings"] as const,
  defaults: [QUERY_ROOTS.reminders, "defaults"] as const,
};
const due = [QUERY_ROOTS.timelog] as const;

/** The caller's own settings, the company's defaults and what applies. */
export function useReminderSettings() {
  return useQuery({ queryKey: reminderKeys.settings, queryFn: () => call(reminderSettings.get) });
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsWriteBody) => call(reminderSettings.patch, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderKeys.settings, saved);
      return queryClient.invalidateQueries({ queryKey: due });
    },
  });
}

export function useReminderDefaults() {
  return useQuery({ queryKey: reminderKeys.defaults, queryFn: () => call(reminderDefaults.get) });
}

export function useSaveReminderDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderDefaultsWriteBody) => call(reminderDefaults.patch, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderKeys.defaults, saved);
      // Everyone's settings may follow the defaults.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: reminderKeys.settings }),
        queryClient.invalidateQueries({ queryKey: due }),
      ]);
    },
  });
}
