import data from "./subscription-types.json" with { type: "json" };

/** A plan as the data file describes it (zod-free, so the public website can read it). */
export interface PlanData {
  name: string;
  description: string;
  price_per_user: string;
  currency: string;
  max_users: number | null;
  features: string[];
  sort_order: number;
}

/**
 * The plans every installation starts with: the server seeds them, the public
 * pricing page is pre-rendered from them (and refreshed from the API in the browser).
 */
export const SEEDED_PLANS: readonly PlanData[] = data;
