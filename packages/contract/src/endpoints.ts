import { accessEndpoints } from "./accounts/access-endpoints.ts";
import { accountsEndpoints } from "./accounts/endpoints.ts";
import { auditEndpoints } from "./audit/endpoints.ts";
import { billingEndpoints } from "./billing/endpoints.ts";
import { importEndpoints } from "./imports/endpoints.ts";
import { invoicingEndpoints } from "./invoicing/endpoints.ts";
import { masterdataEndpoints } from "./masterdata/endpoints.ts";
import { operationsEndpoints } from "./operations/endpoints.ts";
import { catalogEndpoints } from "./projects/catalog-endpoints.ts";
import { pricingEndpoints } from "./projects/pricing-endpoints.ts";
import { timeEndpoints } from "./projects/time-endpoints.ts";
import { reminderEndpoints } from "./reminders/endpoints.ts";
import { reportEndpoints } from "./reports/endpoints.ts";
import { statisticsEndpoints } from "./statistics/endpoints.ts";
import { teamEndpoints } from "./team/endpoints.ts";
import { websiteEndpoints } from "./website/endpoints.ts";

/**
 * Every endpoint of the API, by resource: `endpoints.timelog.start`. The server
 * registers its routes from these; the web calls them with `call()`. A production
 * build of the web replaces this module by the endpoints' methods and paths alone
 * (apps/web/scripts/endpoint-routes.ts), so the schemas load only where a screen
 * uses them.
 */
export const endpoints = {
  ...operationsEndpoints,
  ...accountsEndpoints,
  ...accessEndpoints,
  ...auditEndpoints,
  ...teamEndpoints,
  ...masterdataEndpoints,
  ...billingEndpoints,
  ...catalogEndpoints,
  ...pricingEndpoints,
  ...timeEndpoints,
  ...reminderEndpoints,
  ...invoicingEndpoints,
  ...statisticsEndpoints,
  ...reportEndpoints,
  ...importEndpoints,
  ...websiteEndpoints,
};

export type Endpoints = typeof endpoints;
