/** What the app and the seed use of masterdata. */
export { masterdataRoutes } from "./routes.ts";
export { seedCurrencies } from "./seed-currencies.ts";
