import type { BaseLogger } from "pino";

/** Where operations and jobs write what they report: the app's pino logger (or a child of it). */
export type Log = Pick<BaseLogger, "debug" | "info" | "warn" | "error">;
