import { COMPANY_MANAGERS } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { route } from "../../http/endpoint-routes.ts";
import type { RemindersDeps } from "./deps.ts";
import { getReminderDefaults } from "./get-reminder-defaults.ts";
import { getReminderSettings } from "./get-reminder-settings.ts";
import { getReminders } from "./get-reminders.ts";
import { updateReminderDefaults } from "./update-reminder-defaults.ts";
import { updateReminderSettings } from "./update-reminder-settings.ts";

const { reminderSettings, reminderDefaults, reminders } = endpoints;

/** Reminder settings, the company's defaults and the caller's reminders under /api/projectmanagement/. */
export const reminderRoutes: FastifyPluginAsyncZod<{ deps: RemindersDeps }> = async (
  app,
  { deps },
) => {
  route(app, reminderSettings.get, {
    handler: (request) => getReminderSettings(deps, currentUser(request)),
  });
  route(app, reminderSettings.patch, {
    handler: (request) => updateReminderSettings(deps, currentUser(request), request.body),
  });
  route(app, reminderDefaults.get, {
    handler: (request) => getReminderDefaults(deps, currentUser(request)),
  });
  route(app, reminderDefaults.patch, {
    config: { roles: COMPANY_MANAGERS },
    handler: (request) => updateReminderDefaults(deps, currentUser(request), request.body),
  });
  route(app, reminders.get, {
    handler: (request) => getReminders(deps, currentUser(request)),
  });
};
