/** What other features may use of the company: its details, time zone and the currencies. */
export { useCompany, useCompanyTimeZone, useCurrencies } from "./api.ts";
