import { endpoint } from "../endpoint.ts";
import {
  ReminderDefaultsSchema,
  ReminderDefaultsWriteSchema,
  ReminderSettingsSchema,
  ReminderSettingsWriteSchema,
  RemindersSchema,
} from "./reminders.ts";

const BASE = "/api/projectmanagement";
const tags = ["reminders"];

/** Reminders: the caller's settings, the company's defaults and what is due now. */
export const reminderEndpoints = {
  reminderSettings: {
    get: endpoint({
      method: "GET",
      path: `${BASE}/reminder-settings/`,
      tags,
      summary: "The caller's reminder settings, the company's defaults and what applies",
      responses: { 200: ReminderSettingsSchema },
    }),
    patch: endpoint({
      method: "PATCH",
      path: `${BASE}/reminder-settings/`,
      tags,
      summary: "Change the caller's reminder settings (null: the company's default)",
      body: ReminderSettingsWriteSchema,
      responses: { 200: ReminderSettingsSchema },
    }),
  },
  reminderDefaults: {
    get: endpoint({
      method: "GET",
      path: `${BASE}/reminder-defaults/`,
      tags,
      summary: "The company's reminder defaults",
      responses: { 200: ReminderDefaultsSchema },
    }),
    patch: endpoint({
      method: "PATCH",
      path: `${BASE}/reminder-defaults/`,
      tags,
      summary: "Change the company's reminder defaults (owners and admins)",
      body: ReminderDefaultsWriteSchema,
      responses: { 200: ReminderDefaultsSchema },
    }),
  },
  reminders: {
    get: endpoint({
      method: "GET",
      path: `${BASE}/reminders/`,
      tags,
      summary: "The caller's reminders now: a timer left running, a short yesterday",
      responses: { 200: RemindersSchema },
    }),
  },
};
