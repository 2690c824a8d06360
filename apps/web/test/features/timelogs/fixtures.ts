import type { Activity, Dashboard, Member, Project, Tag, TimeLog } from "@tempus/contract";

/** A project as the list answers it, every field the contract declares. */
export const project = (id: number, name: string, changes: Partial<Project> = {}): Project => ({
  id,
  debtor: 1,
  name,
  description: "",
  color: "#1976d2",
  currency: "EUR",
  billable_by_default: true,
  budget_hours: null,
  budget_amount: null,
  budget_monthly: false,
  budget_alert_thresholds: [80, 100],
  budget_alert_members: false,
  start_date: null,
  end_date: null,
  is_archived: false,
  created_at: "2026-11-01T09:00:00.000Z",
  updated_at: "2026-11-01T09:00:00.000Z",
  ...changes,
});

export const activity = (
  id: number,
  name: string,
  projectId: number | null = null,
  changes: Partial<Activity> = {},
): Activity => ({
  id,
  name,
  description: "",
  color: "#607d8b",
  billable_by_default: true,
  project: projectId,
  is_archived: false,
  created_at: "2026-11-01T09:00:00.000Z",
  updated_at: "2026-11-01T09:00:00.000Z",
  ...changes,
});

/** A tag with every field the contract declares. */
export const tag = (id: number, name: string, changes: Partial<Tag> = {}): Tag => ({
  id,
  name,
  color: "#43a047",
  is_archived: false,
  created_at: "2026-11-01T09:00:00.000Z",
  updated_at: "2026-11-01T09:00:00.000Z",
  ...changes,
});

/** A time log with every field the server sends. */
export const timeLog = (changes: Partial<TimeLog> = {}): TimeLog => ({
  id: 5,
  user: 1,
  project: 1,
  activity: null,
  description: "",
  start: "2026-11-23T09:00:00.000Z",
  end: "2026-11-23T10:00:00.000Z",
  is_running: false,
  duration_seconds: 3600,
  // Without billing rounding a log bills its worked time.
  billed_seconds: changes.billed_seconds ?? changes.duration_seconds ?? 3600,
  billable: true,
  hourly_rate: "90.00",
  rate_type: "hourly",
  rate_rule: 1,
  has_rate: true,
  amount: "90.00",
  currency: "EUR",
  invoice: null,
  tags: [],
  created_at: "2026-11-23T10:00:00.000Z",
  updated_at: "2026-11-23T10:00:00.000Z",
  ...changes,
});

export const page = <T>(results: T[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/** A page of a list with every item on it. */
export const fullPage = <T>(results: T[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

const noTime = { tracked_seconds: 0, billable_seconds: 0 };

/** The dashboard with nothing tracked, and `changes`. */
export const dashboard = (changes: Partial<Dashboard> = {}): Dashboard => ({
  timezone: "Europe/Berlin",
  today: "2026-11-23",
  today_totals: noTime,
  week_totals: noTime,
  week_days: [],
  unbilled_amounts: [],
  ready_to_bill: [],
  budget_warnings: [],
  ...changes,
});

/** A person of the company as the member list answers it (owners and admins read it). */
export const person = (id: number, username: string, changes: Partial<Member> = {}): Member => ({
  id,
  username,
  email: `${username}@example.com`,
  role: "member",
  is_active: true,
  hourly_rate: null,
  email_verified: true,
  date_joined: "2026-11-01T09:00:00.000Z",
  last_login: null,
  ...changes,
});
