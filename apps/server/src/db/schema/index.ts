export * from "./accounts.ts";
export * from "./masterdata.ts";
