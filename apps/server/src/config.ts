import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { z } from "zod";
import { LOOPBACK_HOSTS } from "./http/allowed-hosts.ts";

/** `N/unit` as in DRF's throttle rates: requests per second, minute, hour or day. */
const RATE_PATTERN = /^(\d+)\/(s|sec|second|m|min|minute|h|hour|d|day)$/;
const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

export interface Rate {
  requests: number;
  periodSeconds: number;
}

const rate = z
  .string()
  .regex(RATE_PATTERN, 'must look like "10/minute" (per second, minute, hour or day)')
  .transform((value): Rate => {
    const [, requests, unit] = RATE_PATTERN.exec(value) as RegExpExecArray;
    return { requests: Number(requests), periodSeconds: UNIT_SECONDS[unit[0]] };
  });

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the server. "true" is one (the usual
 * load balancer or nginx), a number that many, "false" none. The client's address is the one that
 * many hops from the right of `X-Forwarded-For` (each trusted proxy appends the address it saw),
 * never a left-hand entry a client may have written itself.
 */
const proxyHops = z
  .string()
  .regex(/^(true|false|yes|no|[0-9]|10|)$/, "true, false or a number of proxies from 0 to 10")
  .transform((value) =>
    ["true", "yes"].includes(value) ? 1 : ["false", "no", ""].includes(value) ? 0 : Number(value),
  );

const optionalUrl = z.url().optional();

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL");

/** The most worker processes WEB_CONCURRENCY may ask for. */
export const MAX_WORKERS = 64;

/** Every environment variable the server reads, with its default. README lists the same. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_DIRECT_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  SECRET_KEY: z.string().min(32, "must be at least 32 characters long").optional(),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Tempus <no-reply@localhost>"),
  CONTACT_EMAIL: z.email().optional(),
  ACCESS_TOKEN_LIFETIME: z.coerce.number().int().positive().default(300),
  REFRESH_TOKEN_LIFETIME: z.coerce.number().int().positive().default(86400),
  THROTTLE_AUTH_RATE: rate.prefault("20/minute"),
  THROTTLE_ACCOUNT_RATE: rate.prefault("10/minute"),
  TRUST_PROXY: proxyHops.default(0),
  ALLOWED_HOSTS: z
    .string()
    .regex(/^\s*[^\s,]+(\s*,\s*[^\s,]+)*\s*$/, "must be host names separated by commas")
    .optional(),
  STATEMENT_TIMEOUT: z.coerce.number().int().min(0).default(10_000),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(MAX_WORKERS).optional(),
  INVOICE_RETENTION_YEARS: z.coerce.number().int().min(1).max(100).default(10),
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_ROOT: z.string().optional(),
  OPERATOR_NAME: z.string().max(200).optional(),
  OPERATOR_ADDRESS: z.string().max(500).optional(),
  OPERATOR_EMAIL: z.email().optional(),
  OPERATOR_PHONE: z.string().max(50).optional(),
  OPERATOR_REPRESENTATIVE: z.string().max(200).optional(),
  OPERATOR_REGISTER: z.string().max(200).optional(),
  OPERATOR_VAT_ID: z.string().max(50).optional(),
  SOCIAL_X_URL: optionalUrl,
  SOCIAL_TIKTOK_URL: optionalUrl,
  SOCIAL_LINKEDIN_URL: optionalUrl,
  SOCIAL_INSTAGRAM_URL: optionalUrl,
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * The same database without a pooler in between, for what needs a session of
   * its own (listening for changed users, migrations). Defaults to `databaseUrl`;
   * when it differs, `databaseUrl` is taken to be a transaction pooler.
   */
  databaseDirectUrl: string | undefined;
  dataDir: string;
  secretKey: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string | undefined;
  accessTokenLifetimeSeconds: number;
  refreshTokenLifetimeSeconds: number;
  throttleAuthRate: Rate;
  throttleAccountRate: Rate;
  /** Reverse proxies in front of the server (0: none): see TRUST_PROXY. */
  trustProxy: number;
  /**
   * Hosts a request may name (Django's ALLOWED_HOSTS): PUBLIC_URL's, the loopback
   * names and ALLOWED_HOSTS' entries (`.example.com` with subdomains, `*` any).
   */
  allowedHosts: string[];
  /** PostgreSQL's `statement_timeout` for the app's connections, in milliseconds; 0 = none. */
  statementTimeoutMs: number;
  /**
   * Worker processes serving the port (WEB_CONCURRENCY): on PostgreSQL one per core unless set;
   * on the embedded database always one, which only one process may open.
   */
  workers: number;
  /** How long issued invoices' stored documents are kept before an operator may purge them. */
  invoiceRetentionYears: number;
  /** How often the reminders' job looks for short days and timers left running. */
  reminderCheckSeconds: number;
  logLevel: string;
  /** Folder with the built web app; unset = the API only. */
  webRoot: string | undefined;
  /** What the public pages say about whoever runs this installation. */
  site: SiteConfig;
}

/** The operator's details (imprint, privacy policy) and social links (footer) of the public pages. */
export interface SiteConfig {
  operator: {
    name?: string;
    /** Lines separated by "\n" or ";" in the variable. */
    address: string[];
    email?: string;
    phone?: string;
    representative?: string;
    register?: string;
    vatId?: string;
  };
  social: { x?: string; tiktok?: string; linkedin?: string; instagram?: string };
}

export class ConfigError extends Error {}

/**
 * Parses the environment into the server's configuration. A bad value throws a
 * ConfigError whose message names every offending variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape).flatMap((key) =>
      env[key] === undefined || env[key] === "" ? [] : [[key, env[key]]],
    ),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join(".")}: ${issue.message} (got "${present[String(issue.path[0])]}")`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const values = parsed.data;
  if (values.DATABASE_DIRECT_URL && !values.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  DATABASE_DIRECT_URL: only used with DATABASE_URL (set both, or neither)",
    );
  }
  if (values.WEB_CONCURRENCY !== undefined && values.WEB_CONCURRENCY > 1 && !values.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  WEB_CONCURRENCY: more than one worker needs DATABASE_URL; the embedded database is opened by one process (got "${values.WEB_CONCURRENCY}")`,
    );
  }
  const dataDir = resolve(values.DATA_DIR);
  let secretKey = values.SECRET_KEY;
  if (!secretKey) {
    if (values.DATABASE_URL) {
      throw new ConfigError(
        "Invalid configuration:\n  SECRET_KEY: required when DATABASE_URL is set (at least 32 characters)",
      );
    }
    secretKey = readOrCreateSecretKey(dataDir);
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, "");
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    databaseDirectUrl: values.DATABASE_DIRECT_URL ?? values.DATABASE_URL,
    dataDir,
    secretKey,
    publicUrl,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    contactEmail: values.CONTACT_EMAIL,
    accessTokenLifetimeSeconds: values.ACCESS_TOKEN_LIFETIME,
    refreshTokenLifetimeSeconds: values.REFRESH_TOKEN_LIFETIME,
    throttleAuthRate: values.THROTTLE_AUTH_RATE,
    throttleAccountRate: values.THROTTLE_ACCOUNT_RATE,
    trustProxy: values.TRUST_PROXY,
    allowedHosts: [
      ...new Set([
        new URL(publicUrl).hostname.toLowerCase(),
        ...LOOPBACK_HOSTS,
        ...(values.ALLOWED_HOSTS ?? "")
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ]),
    ],
    statementTimeoutMs: values.STATEMENT_TIMEOUT,
    workers: values.DATABASE_URL
      ? Math.min(MAX_WORKERS, values.WEB_CONCURRENCY ?? availableParallelism())
      : 1,
    invoiceRetentionYears: values.INVOICE_RETENTION_YEARS,
    reminderCheckSeconds: values.REMINDER_CHECK_SECONDS,
    logLevel: values.LOG_LEVEL,
    webRoot: values.WEB_ROOT ? resolve(values.WEB_ROOT) : undefined,
    site: {
      operator: {
        name: values.OPERATOR_NAME,
        address: (values.OPERATOR_ADDRESS ?? "")
          .split(/\\n|\n|;/)
          .map((line) => line.trim())
          .filter(Boolean),
        email: values.OPERATOR_EMAIL,
        phone: values.OPERATOR_PHONE,
        representative: values.OPERATOR_REPRESENTATIVE,
        register: values.OPERATOR_REGISTER,
        vatId: values.OPERATOR_VAT_ID,
      },
      social: {
        x: values.SOCIAL_X_URL,
        tiktok: values.SOCIAL_TIKTOK_URL,
        linkedin: values.SOCIAL_LINKEDIN_URL,
        instagram: values.SOCIAL_INSTAGRAM_URL,
      },
    },
  };
}

/** Embedded mode: the signing secret is generated on first start and kept with the data. */
function readOrCreateSecretKey(dataDir: string): string {
  const file = join(dataDir, "secret-key");
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString("hex");
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: "wx" });
  return key;
}
