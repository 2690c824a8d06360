export * from "./masterdata.ts";
