/** What other features may use of the reminders: the company's defaults card. */
export { ReminderDefaultsCard } from "./reminder-defaults-card.tsx";
