import { collection } from "../collection-endpoints.ts";
import { IdParamsSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { ListQuerySchema } from "../filters.ts";
import {
  BillingPeriodListSchema,
  BillingPeriodQuerySchema,
  BillingPeriodSchema,
  BillingQuoteSchema,
  ChangeSubscriptionBodySchema,
  ChangeSubscriptionQuoteQuerySchema,
  CompanySubscriptionSchema,
  InitializeSubscriptionBodySchema,
  SubscriptionTypeListSchema,
  SubscriptionTypeSchema,
  UserCountBodySchema,
  UserCountQuoteQuerySchema,
} from "./billing.ts";

const BASE = "/api/billing";
const tags = ["billing"];

/** Subscriptions and billing periods. */
export const billingEndpoints = {
  subscriptionType: collection(
    {
      path: `${BASE}/subscription-type/`,
      name: "plan",
      tag: "billing",
      summaries: { list: "Plans", get: "One plan" },
      query: ListQuerySchema,
      list: SubscriptionTypeListSchema,
      detail: SubscriptionTypeSchema,
    },
    ["list", "get"],
  ),
  billingPeriod: {
    ...collection(
      {
        path: `${BASE}/billing-period/`,
        name: "billing period",
        tag: "billing",
        summaries: { list: "Billing periods, newest first", get: "One billing period" },
        query: BillingPeriodQuerySchema,
        list: BillingPeriodListSchema,
        detail: BillingPeriodSchema,
      },
      ["list", "get"],
    ),
    cancel: endpoint({
      method: "PUT",
      path: `${BASE}/cancel-billing-period/:id/`,
      tags,
      summary: "Cancel at the end of the period",
      params: IdParamsSchema,
      responses: { 200: BillingPeriodSchema },
    }),
    resume: endpoint({
      method: "PUT",
      path: `${BASE}/resume-billing-period/:id/`,
      tags,
      summary: "Undo the cancellation while the period runs",
      params: IdParamsSchema,
      responses: { 200: BillingPeriodSchema },
    }),
  },
  subscription: {
    initialize: endpoint({
      method: "POST",
      path: `${BASE}/initialize-subscription/`,
      tags,
      summary: "Start a subscription: the first billing period",
      body: InitializeSubscriptionBodySchema,
      responses: { 201: BillingPeriodSchema },
    }),
    change: endpoint({
      method: "PUT",
      path: `${BASE}/change-company-subscription/`,
      tags,
      summary: "Change the plan from the next period on",
      body: ChangeSubscriptionBodySchema,
      responses: { 200: CompanySubscriptionSchema },
    }),
  },
  userAmount: {
    increaseCurrent: endpoint({
      method: "PUT",
      path: `${BASE}/increase-current-user-amount/`,
      tags,
      summary: "Add users now (charged pro rata)",
      body: UserCountBodySchema,
      responses: { 200: BillingPeriodSchema },
    }),
    changeNext: endpoint({
      method: "PUT",
      path: `${BASE}/change-next-user-amount/`,
      tags,
      summary: "Users of the next period",
      body: UserCountBodySchema,
      responses: { 200: BillingPeriodSchema },
    }),
  },
  billingQuote: {
    subscriptionChange: endpoint({
      method: "GET",
      path: `${BASE}/quote/change-company-subscription/`,
      tags,
      summary: "What a plan switch would cost, without making it",
      query: ChangeSubscriptionQuoteQuerySchema,
      responses: { 200: BillingQuoteSchema },
    }),
    userIncrease: endpoint({
      method: "GET",
      path: `${BASE}/quote/increase-current-user-amount/`,
      tags,
      summary: "What adding users now would cost, without adding them",
      query: UserCountQuoteQuerySchema,
      responses: { 200: BillingQuoteSchema },
    }),
  },
};
