/** Reminders: what other modules and the jobs may use (the job that sends them). */
export type { ReminderJobDeps } from "./deps.ts";
export {
  createReminderMemory,
  type ReminderMemory,
  sendDueReminders,
} from "./send-due-reminders.ts";
