import {
  BillingPeriodListSchema,
  BillingPeriodQuerySchema,
  BillingPeriodSchema,
  BillingQuoteSchema,
  ChangeSubscriptionBodySchema,
  ChangeSubscriptionQuoteQuerySchema,
  CompanySubscriptionSchema,
  IdParamsSchema,
  InitializeSubscriptionBodySchema,
  ListQuerySchema,
  OWNER_ONLY,
  SubscriptionTypeListSchema,
  SubscriptionTypeSchema,
  UserCountBodySchema,
  UserCountQuoteQuerySchema,
} from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { anyone, registerCollection, signedIn } from "../../http/collection-routes.ts";
import { parseId } from "../../http/ids.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { cancelBillingPeriod } from "./cancel-billing-period.ts";
import { changeNextUserAmount } from "./change-next-user-amount.ts";
import { changeSubscription } from "./change-subscription.ts";
import { getBillingPeriod } from "./get-billing-period.ts";
import { getSubscriptionType } from "./get-subscription-type.ts";
import { increaseCurrentUserAmount } from "./increase-current-user-amount.ts";
import { initializeSubscription } from "./initialize-subscription.ts";
import { listBillingPeriods } from "./list-billing-periods.ts";
import { listSubscriptionTypes } from "./list-subscription-types.ts";
import { quoteIncrease, quoteSubscriptionChange } from "./quote-billing-change.ts";
import { resumeBillingPeriod } from "./resume-billing-period.ts";

const tags = ["billing"];

export const billingRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (
  app,
  { deps },
) => {
  const companyOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).companyId;

  registerCollection(app, deps, {
    url: "/api/billing/subscription-type/",
    name: "plan",
    tag: "billing",
    summaries: { list: "Plans", get: "One plan" },
    actor: anyone,
    publicReads: true,
    schemas: {
      query: ListQuerySchema,
      list: SubscriptionTypeListSchema,
      detail: SubscriptionTypeSchema,
    },
    operations: { list: listSubscriptionTypes, get: getSubscriptionType },
  });
  registerCollection(app, deps, {
    url: "/api/billing/billing-period/",
    name: "billing period",
    tag: "billing",
    summaries: { list: "Billing periods, newest first", get: "One billing period" },
    actor: signedIn,
    schemas: {
      query: BillingPeriodQuerySchema,
      list: BillingPeriodListSchema,
      detail: BillingPeriodSchema,
    },
    operations: { list: listBillingPeriods, get: getBillingPeriod },
  });

  app.post(
    "/api/billing/initialize-subscription/",
    {
      config: { roles: OWNER_ONLY, allowedWhenReadOnly: true },
      schema: {
        tags,
        summary: "Start a subscription: the first billing period",
        body: InitializeSubscriptionBodySchema,
        response: { 201: BillingPeriodSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await initializeSubscription(deps, companyOf(request), request.body)),
  );
  app.put(
    "/api/billing/cancel-billing-period/:id/",
    {
      config: { roles: OWNER_ONLY, allowedWhenReadOnly: true },
      schema: {
        tags,
        summary: "Cancel at the end of the period",
        params: IdParamsSchema,
        response: { 200: BillingPeriodSchema },
      },
    },
    (request) => cancelBillingPeriod(deps, companyOf(request), parseId(request.params.id)),
  );
  app.put(
    "/api/billing/resume-billing-period/:id/",
    {
      config: { roles: OWNER_ONLY, allowedWhenReadOnly: true },
      schema: {
        tags,
        summary: "Undo the cancellation while the period runs",
        params: IdParamsSchema,
        response: { 200: BillingPeriodSchema },
      },
    },
    (request) => resumeBillingPeriod(deps, companyOf(request), parseId(request.params.id)),
  );
  app.get(
    "/api/billing/quote/change-company-subscription/",
    {
      config: { roles: OWNER_ONLY },
      schema: {
        tags,
        summary: "What a plan switch would cost, without making it",
        querystring: ChangeSubscriptionQuoteQuerySchema,
        response: { 200: BillingQuoteSchema },
      },
    },
    (request) =>
      quoteSubscriptionChange(deps, companyOf(request), request.query.new_subscription_type_id),
  );
  app.get(
    "/api/billing/quote/increase-current-user-amount/",
    {
      config: { roles: OWNER_ONLY },
      schema: {
        tags,
        summary: "What adding users now would cost, without adding them",
        querystring: UserCountQuoteQuerySchema,
        response: { 200: BillingQuoteSchema },
      },
    },
    (request) => quoteIncrease(deps, companyOf(request), request.query.new_user_count),
  );
  app.put(
    "/api/billing/change-company-subscription/",
    {
      config: { roles: OWNER_ONLY, allowedWhenReadOnly: true },
      schema: {
        tags,
        summary: "Change the plan from the next period on",
        body: ChangeSubscriptionBodySchema,
        response: { 200: CompanySubscriptionSchema },
      },
    },
    (request) =>
      changeSubscription(deps, companyOf(request), request.body.new_subscription_type_id),
  );
  app.put(
    "/api/billing/increase-current-user-amount/",
    {
      config: { roles: OWNER_ONLY, allowedWhenReadOnly: true },
      schema: {
        tags,
        summary: "Add users now (charged pro rata)",
        body: UserCountBodySchema,
        response: { 200: BillingPeriodSchema },
      },
    },
    (request) => increaseCurrentUserAmount(deps, companyOf(request), request.body.new_user_count),
  );
  app.put(
    "/api/billing/change-next-user-amount/",
    {
      config: { roles: OWNER_ONLY, allowedWhenReadOnly: true },
      schema: {
        tags,
        summary: "Users of the next period",
        body: UserCountBodySchema,
        response: { 200: BillingPeriodSchema },
      },
    },
    (request) => changeNextUserAmount(deps, companyOf(request), request.body.new_user_count),
  );
};
