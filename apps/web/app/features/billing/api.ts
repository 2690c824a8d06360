import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type BillingPeriod,
  CLIENT_MESSAGES,
  REFERENCE_PAGE_SIZE,
  SINGLE_PAGE_SIZE,
  type SubscriptionType,
} from "@tempus/contract";
import { api } from "../../lib/api-client.ts";

export const PLANS_KEY = ["subscription-types"] as const;
export const ACTIVE_PERIOD_KEY = ["billing-period", "active"] as const;
export const PERIODS_KEY = ["billing-period", "all"] as const;

export function usePlans() {
  return useQuery({
    queryKey: PLANS_KEY,
    queryFn: async () =>
      (
        await api<{ results: SubscriptionType[] }>("/billing/subscription-type/", {
          query: { page_size: REFERENCE_PAGE_SIZE },
        })
      ).results,
  });
}

/** Spec §4: the current period is the first one with status active. */
export function useActivePeriod() {
  return useQuery({
    queryKey: ACTIVE_PERIOD_KEY,
    queryFn: async () =>
      (
        await api<{ results: BillingPeriod[] }>("/billing/billing-period/", {
          query: { status: "active", page_size: SINGLE_PAGE_SIZE },
        })
      ).results[0] ?? null,
  });
}

export function usePeriods() {
  return useQuery({
    queryKey: PERIODS_KEY,
    queryFn: async () =>
      (
        await api<{ results: BillingPeriod[] }>("/billing/billing-period/", {
          query: { page_size: 100 },
        })
      ).results,
  });
}

/** Refetches everything billing shows after a change. */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["billing-period"] });
}

/** Spec §5: without a plan nothing is sent and the answer is false. */
export async function initializeSubscription(
  subscriptionType: number | undefined,
  amountOfUsers?: number,
) {
  if (!subscriptionType) return false;
  return api<BillingPeriod>("/billing/initialize-subscription/", {
    method: "POST",
    body: {
      subscription_type: subscriptionType,
      ...(amountOfUsers ? { amount_of_users: amountOfUsers } : {}),
    },
  });
}

/** Raised by the user-count calls (spec §8), carrying the server's answer for the form. */
export class BillingActionError extends Error {
  readonly cause: unknown;
  constructor(message: string, cause: unknown) {
    super(message);
    this.cause = cause;
  }
}

export async function increaseCurrentUserAmount(newUserCount: number) {
  try {
    return await api<BillingPeriod>("/billing/increase-current-user-amount/", {
      method: "PUT",
      body: { new_user_count: newUserCount },
    });
  } catch (error) {
    throw new BillingActionError(CLIENT_MESSAGES.increaseUserAmountFailed, error);
  }
}

export async function changeNextUserAmount(newUserCount: number) {
  try {
    return await api<BillingPeriod>("/billing/change-next-user-amount/", {
      method: "PUT",
      body: { new_user_count: newUserCount },
    });
  } catch (error) {
    throw new BillingActionError(CLIENT_MESSAGES.changeNextUserAmountFailed, error);
  }
}

export const changeSubscription = (planId: number) =>
  api("/billing/change-company-subscription/", {
    method: "PUT",
    body: { new_subscription_type_id: planId },
  });

export const cancelBillingPeriod = (id: number) =>
  api<BillingPeriod>(`/billing/cancel-billing-period/${id}/`, { method: "PUT", body: {} });

/** Spec §5: a user count is a positive integer; the increase must exceed the current amount. */
export function checkUserCount(value: string, current?: number): string | undefined {
  if (!/^\d+$/.test(value.trim()) || Number(value) <= 0) return CLIENT_MESSAGES.userCountPositive;
  if (current !== undefined && Number(value) <= current) return CLIENT_MESSAGES.userCountGreater;
  return undefined;
}
