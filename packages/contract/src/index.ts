export * from "./accounts/accounts.ts";
export * from "./common.ts";
export * from "./constants.ts";
export * from "./masterdata/company.ts";
export * from "./masterdata/currency.ts";
export * from "./messages.ts";
export * from "./operations/health.ts";
export * from "./validation.ts";
