import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CLIENT_MESSAGES,
  type InitializeSubscriptionBody,
  REFERENCE_PAGE_SIZE,
  SINGLE_PAGE_SIZE,
} from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { call } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const { subscriptionType, billingPeriod, subscription, userAmount, billingQuote } = endpoints;

export const billingKeys = {
  plans: [QUERY_ROOTS.plans] as const,
  periods: [QUERY_ROOTS.billingPeriods] as const,
  activePeriod: [QUERY_ROOTS.billingPeriods, "active"] as const,
  allPeriods: [QUERY_ROOTS.billingPeriods, "all"] as const,
};

export function usePlans() {
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: async () =>
      (await call(subscriptionType.list, { query: { page_size: String(REFERENCE_PAGE_SIZE) } }))
        .results,
  });
}

/** Spec §4: the current period is the first one with status active. */
export function useActivePeriod() {
  return useQuery({
    queryKey: billingKeys.activePeriod,
    queryFn: async () =>
      (
        await call(billingPeriod.list, {
          query: { status: "active", page_size: String(SINGLE_PAGE_SIZE) },
        })
      ).results[0] ?? null,
  });
}

export function usePeriods() {
  return useQuery({
    queryKey: billingKeys.allPeriods,
    queryFn: async () => (await call(billingPeriod.list, { query: { page_size: "100" } })).results,
  });
}

/** Spec §5: without a plan nothing is sent and the answer is false. */
export async function initializeSubscription(
  subscriptionType: number | undefined,
  amountOfUsers?: number,
) {
  if (!subscriptionType) return false;
  const body: InitializeSubscriptionBody = {
    subscription_type: subscriptionType,
    ...(amountOfUsers ? { amount_of_users: amountOfUsers } : {}),
  };
  return call(subscription.initialize, { body });
}

/** Raised by the user-count calls, carrying the server's answer for the form. */
export class BillingActionError extends Error {
  readonly cause: unknown;
  constructor(message: string, cause: unknown) {
    super(message);
    this.cause = cause;
  }
}

const userCountCall =
  (endpoint: typeof userAmount.increaseCurrent | typeof userAmount.changeNext, failure: string) =>
  async (newUserCount: number) => {
    try {
      return await call(endpoint, { body: { new_user_count: newUserCount } });
    } catch (error) {
      throw new BillingActionError(failure, error);
    }
  };

/** Every billing change: the periods are read again afterwards (the plans do not change). */
function useBillingMutation<T>(change: (input: T) => Promise<unknown>, always = false) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: billingKeys.periods });
  return useMutation({
    mutationFn: change,
    ...(always ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}

export const useInitializeSubscription = () =>
  useBillingMutation((planId: number) => initializeSubscription(planId));
export const useIncreaseUserAmount = () =>
  useBillingMutation(
    userCountCall(userAmount.increaseCurrent, CLIENT_MESSAGES.increaseUserAmountFailed),
  );
export const useChangeNextUserAmount = () =>
  useBillingMutation(
    userCountCall(userAmount.changeNext, CLIENT_MESSAGES.changeNextUserAmountFailed),
  );
/** Switching the plan (or starting one): the periods are read again whether or not it worked. */
export const useChangeSubscription = () =>
  useBillingMutation(
    (planId: number) => call(subscription.change, { body: { new_subscription_type_id: planId } }),
    true,
  );
export const useStartSubscription = () =>
  useBillingMutation((planId: number) => initializeSubscription(planId), true);
export const useCancelBillingPeriod = () =>
  useBillingMutation((id: number) => call(billingPeriod.cancel, { params: { id } }), true);
export const useResumeBillingPeriod = () =>
  useBillingMutation((id: number) => call(billingPeriod.resume, { params: { id } }), true);

/** What "increase now" to `newUserCount` users would charge, as the server prices it. */
export const quoteIncrease = (newUserCount: number) =>
  call(billingQuote.userIncrease, { query: { new_user_count: newUserCount } });

/** What switching to plan `planId` would cost, as the server prices it. */
export const quoteSubscriptionChange = (planId: number) =>
  call(billingQuote.subscriptionChange, { query: { new_subscription_type_id: planId } });
