import { OWNER_ONLY } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { anyone, signedIn } from "../../http/collection-routes.ts";
import { route, routeCollection } from "../../http/endpoint-routes.ts";
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

const { subscriptionType, billingPeriod, subscription, userAmount, billingQuote } = endpoints;
/** The owner's changes of the subscription: also when it has ended (the company is read-only). */
const ownerWrites = { roles: OWNER_ONLY, allowedWhenReadOnly: true };

export const billingRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (
  app,
  { deps },
) => {
  const companyOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).companyId;

  routeCollection(app, deps, {
    endpoints: subscriptionType,
    actor: anyone,
    publicReads: true,
    operations: { list: listSubscriptionTypes, get: getSubscriptionType },
  });
  routeCollection(app, deps, {
    endpoints: billingPeriod,
    actor: signedIn,
    operations: { list: listBillingPeriods, get: getBillingPeriod },
  });

  route(app, subscription.initialize, {
    config: ownerWrites,
    handler: (request) => initializeSubscription(deps, companyOf(request), request.body),
  });
  route(app, billingPeriod.cancel, {
    config: ownerWrites,
    handler: (request) => cancelBillingPeriod(deps, companyOf(request), parseId(request.params.id)),
  });
  route(app, billingPeriod.resume, {
    config: ownerWrites,
    handler: (request) => resumeBillingPeriod(deps, companyOf(request), parseId(request.params.id)),
  });
  route(app, billingQuote.subscriptionChange, {
    config: { roles: OWNER_ONLY },
    handler: (request) =>
      quoteSubscriptionChange(deps, companyOf(request), request.query.new_subscription_type_id),
  });
  route(app, billingQuote.userIncrease, {
    config: { roles: OWNER_ONLY },
    handler: (request) => quoteIncrease(deps, companyOf(request), request.query.new_user_count),
  });
  route(app, subscription.change, {
    config: ownerWrites,
    handler: (request) =>
      changeSubscription(deps, companyOf(request), request.body.new_subscription_type_id),
  });
  route(app, userAmount.increaseCurrent, {
    config: ownerWrites,
    handler: (request) =>
      increaseCurrentUserAmount(deps, companyOf(request), request.body.new_user_count),
  });
  route(app, userAmount.changeNext, {
    config: ownerWrites,
    handler: (request) =>
      changeNextUserAmount(deps, companyOf(request), request.body.new_user_count),
  });
};
