import { timeEndpoints } from "./projects/time-endpoints.ts";

/**
 * Every endpoint of the API, by resource: `endpoints.timelog.start`. The server
 * registers its routes from these; the web calls them with `call()`. A production
 * build of the web replaces this module by the endpoints' methods and paths alone
 * (apps/web/vite.config.ts), so the schemas load only where a screen uses them.
 */
export const endpoints = {
  ...timeEndpoints,
};

export type Endpoints = typeof endpoints;
