/** Importing other time trackers' export files (decision 037): nothing other modules use. */
export type { ImportsDeps } from "./deps.ts";
