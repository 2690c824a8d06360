import type { Activity, Project, TimeLog } from "@tempus/contract";

/** A project as the list answers it (only what the time screens read matters). */
export const project = (id: number, name: string): Project =>
  ({
    id,
    name,
    color: "#1976d2",
    debtor: 1,
    is_archived: false,
  }) as unknown as Project;

export const activity = (id: number, name: string, projectId: number | null = null): Activity =>
  ({ id, name, project: projectId, is_archived: false }) as unknown as Activity;

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
  billable: true,
  hourly_rate: "90.00",
  rate_type: "hourly",
  rate_rule: 1,
  has_rate: true,
  amount: "90.00",
  currency: "EUR",
  invoice: null,
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
