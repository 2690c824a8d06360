/** What the app and the seed use of masterdata. */
export { seedCurrencies } from "./seed-currencies.ts";
