/** What the app and the seed use of masterdata. */

export { membersSeeOwnAmounts } from "./members-see-own-amounts.ts";
export { seedCurrencies } from "./seed-currencies.ts";
