/** The company (details, logo, currency, time zone, set-up) and currencies: what other parts may use. */
export { masterdataKeys, useCompany, useCompanyTimeZone, useCurrencies } from "./api.ts";
export { CompanyTab } from "./company-tab.tsx";
export { SetupWizard } from "./setup-wizard.tsx";
