import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/open-database.ts";
import type { Throttle } from "../db/throttle.ts";
import type { Log } from "../lib/log.ts";
import { deliverDueAccountMails } from "../mail/account-outbox.ts";
import type { Mailer } from "../mail/mailer.ts";
import { purgeRevokedTokens } from "../modules/accounts/index.ts";
import { rollOverBillingPeriods } from "../modules/billing/index.ts";
import { sendBudgetAlerts } from "../modules/budgets/index.ts";
import { deliverDueInvoices } from "../modules/invoicing/index.ts";
import {
  createReminderMemory,
  type ReminderMemory,
  sendDueReminders,
} from "../modules/reminders/index.ts";
import { deliverDueContactMessages } from "../modules/website/index.ts";
import { purgeIdempotencyKeys } from "./purge-idempotency-keys.ts";

interface JobDeps {
  db: Database;
  clock: Clock;
  config: Config;
  throttle: Throttle;
  mailer: Mailer;
  log: Log;
}

/** What an instance's jobs keep between runs. */
interface JobState {
  reminderMemory: ReminderMemory;
}

const MINUTE = 60_000;

/**
 * Background jobs of every instance. Each is safe to run on many instances at
 * once (the roll-over locks each period; the deliveries claim each contact
 * message and invoice with a lease; the purges are idempotent), and each runs once at
 * start-up, so a restart catches up after downtime.
 */
const JOBS = [
  {
    name: "roll over billing periods",
    everyMs: 10 * MINUTE,
    run: (deps: JobDeps) => rollOverBillingPeriods(deps.db, deps.clock),
  },
  {
    // Contact-form messages whose first attempt failed (or never finished): retried with backoff.
    name: "deliver contact messages",
    everyMs: MINUTE,
    run: (deps: JobDeps) => deliverDueContactMessages(deps, deps.log),
  },
  {
    // Verification links, password resets and invitations whose first attempt failed (or never
    // finished): retried with backoff.
    name: "deliver account mails",
    everyMs: MINUTE,
    run: (deps: JobDeps) => deliverDueAccountMails(deps),
  },
  {
    // Invoices whose e-mail delivery failed (or never finished): retried with backoff.
    name: "deliver invoices",
    everyMs: MINUTE,
    run: (deps: JobDeps) => deliverDueInvoices(deps, deps.log),
  },
  {
    // Short days (from 07:00 in each company's zone) and timers left running: each reminder
    // recorded as sent with its mail, once per user and day or timer (decision 028).
    name: "send reminders",
    everyMs: (config: Config) => config.reminderCheckSeconds * 1000,
    run: (deps: JobDeps & JobState) => sendDueReminders(deps, deps.reminderMemory),
  },
  {
    // Projects whose hours or amount reached a threshold of their budget (this month's for a
    // monthly one): each alert recorded as sent with its mail, once per threshold, period and
    // person (decision 030).
    name: "send budget alerts",
    everyMs: (config: Config) => config.reminderCheckSeconds * 1000,
    run: (deps: JobDeps) => sendBudgetAlerts(deps),
  },
  {
    name: "purge expired rows",
    everyMs: 60 * MINUTE,
    run: async (deps: JobDeps) => {
      await deps.throttle.purgeExpired();
      await purgeIdempotencyKeys(deps.db, deps.clock);
      return purgeRevokedTokens(deps.db, deps.clock);
    },
  },
];

export function scheduleJobs(jobDeps: JobDeps): () => void {
  const deps = { ...jobDeps, reminderMemory: createReminderMemory() };
  const timers = JOBS.map((job) => {
    const run = async () => {
      try {
        const result = await job.run(deps);
        deps.log.debug({ job: job.name, result }, "job done");
      } catch (error) {
        deps.log.error({ err: error, job: job.name }, "job failed");
      }
    };
    void run();
    const timer = setInterval(
      run,
      typeof job.everyMs === "function" ? job.everyMs(deps.config) : job.everyMs,
    );
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
