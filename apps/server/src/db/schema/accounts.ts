import { FORMAT_LOCALES, LANGUAGES } from "@tempus/contract/constants";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { Mail } from "../../mail/mailer.ts";
import { tenantKey, timestamps } from "./columns.ts";

/** The tenant. Every tenant table refers to it with `company_id`. */
export const company = pgTable("company", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  name: varchar("name", { length: 200 }).notNull(),
  street: varchar("street", { length: 200 }).notNull().default(""),
  zipCode: varchar("zip_code", { length: 20 }).notNull().default(""),
  city: varchar("city", { length: 100 }).notNull().default(""),
  country: varchar("country", { length: 2 }).notNull().default(""),
  vatId: varchar("vat_id", { length: 50 }).notNull().default(""),
  taxNumber: varchar("tax_number", { length: 50 }).notNull().default(""),
  email: varchar("email", { length: 254 }).notNull().default(""),
  phone: varchar("phone", { length: 50 }).notNull().default(""),
  website: varchar("website", { length: 200 }).notNull().default(""),
  iban: varchar("iban", { length: 34 }).notNull().default(""),
  bic: varchar("bic", { length: 11 }).notNull().default(""),
  defaultCurrency: varchar("default_currency", { length: 3 }).notNull().default("EUR"),
  defaultHourlyRate: numeric("default_hourly_rate", { precision: 12, scale: 2 }),
  timezone: varchar("timezone", { length: 64 }).notNull().default("Europe/Berlin"),
  /** Logs that start on or before this day (in `timezone`) are locked for everyone. */
  lockedUntil: date("locked_until", { mode: "string" }),
  /** Whether members see the rates and amounts of their own time (decision 039). */
  membersSeeOwnAmounts: boolean("members_see_own_amounts").notNull().default(false),
  invoicePrefix: varchar("invoice_prefix", { length: 20 }).notNull().default(""),
  nextInvoiceNumber: integer("next_invoice_number").notNull().default(1),
  defaultTaxRate: numeric("default_tax_rate", { precision: 5, scale: 2 }),
  paymentTermsDays: integer("payment_terms_days").notNull().default(14),
  /** Seller data of invoices (the name is the legal name when this is empty). */
  legalName: varchar("legal_name", { length: 200 }).notNull().default(""),
  accountHolder: varchar("account_holder", { length: 200 }).notNull().default(""),
  invoiceNumberPattern: varchar("invoice_number_pattern", { length: 50 })
    .notNull()
    .default("{YYYY}-{seq:4}"),
  invoiceCounterReset: varchar("invoice_counter_reset", { length: 6, enum: ["yearly", "never"] })
    .notNull()
    .default("yearly"),
  invoiceFooter: text("invoice_footer").notNull().default(""),
  /** Seller identity on invoices (EN 16931): legal registration (BT-30) with its ICD scheme and register. */
  registrationId: varchar("registration_id", { length: 100 }).notNull().default(""),
  registrationScheme: varchar("registration_scheme", { length: 4 }).notNull().default(""),
  registerCourt: varchar("register_court", { length: 200 }).notNull().default(""),
  /** BT-29: the seller identifier and its ICD scheme. */
  sellerIdentifier: varchar("seller_identifier", { length: 100 }).notNull().default(""),
  sellerIdentifierScheme: varchar("seller_identifier_scheme", { length: 4 }).notNull().default(""),
  /** BT-34: where the company receives e-invoices, with its EAS scheme. */
  electronicAddress: varchar("electronic_address", { length: 254 }).notNull().default(""),
  electronicAddressScheme: varchar("electronic_address_scheme", { length: 4 })
    .notNull()
    .default(""),
  /** BT-41: the person buyers contact about invoices. */
  invoiceContactName: varchar("invoice_contact_name", { length: 200 }).notNull().default(""),
  /** BT-33: legal form, share capital and the like. */
  legalInfo: varchar("legal_info", { length: 300 }).notNull().default(""),
  taxRegime: varchar("tax_regime", { length: 14, enum: ["standard", "small_business"] })
    .notNull()
    .default("standard"),
  /** A cash discount (Skonto) offered on new invoices: percent when paid within the days. */
  cashDiscountDays: integer("cash_discount_days"),
  cashDiscountPercent: numeric("cash_discount_percent", { precision: 5, scale: 2 }),
  /** BT-83 on invoices: the invoice number, or a Belgian structured communication. */
  paymentReferenceKind: varchar("payment_reference_kind", {
    length: 8,
    enum: ["number", "belgian"],
  })
    .notNull()
    .default("number"),
  /** France: the late-payment penalty rate printed on invoices (percent a year). */
  latePaymentRate: numeric("late_payment_rate", { precision: 5, scale: 2 }),
  setupCompleted: boolean("setup_completed").notNull().default(false),
  ...timestamps,
});

export const users = pgTable(
  "app_user",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    username: varchar("username", { length: 150 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    role: varchar("role", { length: 10, enum: ["owner", "admin", "member"] }).notNull(),
    languagePreference: varchar("language_preference", { length: 2, enum: LANGUAGES })
      .notNull()
      .default("en"),
    /** Dates and numbers in this regional format (FORMAT_LOCALES); null: the browser's. */
    formatLocale: varchar("format_locale", { length: 5, enum: FORMAT_LOCALES }),
    emailVerified: boolean("email_verified").notNull().default(false),
    hourlyRate: numeric("hourly_rate", { precision: 12, scale: 2 }),
    isActive: boolean("is_active").notNull().default(true),
    dateJoined: timestamp("date_joined", { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    /** Refresh tokens issued in an earlier second no longer count (set or reset password). */
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [tenantKey("app_user", table), index("app_user_company_idx").on(table.companyId)],
);

/**
 * Sign-in names across all companies: each user's username and e-mail address in lower case,
 * unique here (they are unique regardless of case and company), with the company the user
 * belongs to. Sign-in, sign-up and password reset find a user here before they know the
 * company. Written with the user, in the same transaction (src/db/users.ts).
 */
export const userLogin = pgTable(
  "user_login",
  {
    userId: bigint("user_id", { mode: "number" }).primaryKey(),
    companyId: bigint("company_id", { mode: "number" }).notNull(),
    // Lower-cased, which can make a name longer than it was typed ("İ" is "i̇", two characters):
    // the limits are the user's columns', not these.
    username: text("username").notNull(),
    email: text("email").notNull(),
  },
  (table) => [
    uniqueIndex("user_login_username_key").on(table.username),
    uniqueIndex("user_login_email_key").on(table.email),
  ],
);

/**
 * The company of a link or public name given before they carried it (migration 0028): a pending
 * invitation's token hash, or a logo's token, written once by migration 0029. Looked up before any
 * company is known, so it is shared (a reference table on Citus), and the invitation or logo is
 * then read within its company. New links and names carry their company and are not listed here.
 */
export const legacyLink = pgTable(
  "legacy_link",
  {
    kind: varchar("kind", { length: 20 }).$type<"invitation" | "company_image">().notNull(),
    key: varchar("key", { length: 64 }).notNull(),
    companyId: bigint("company_id", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/** Refresh tokens revoked by rotation or logout, kept until they would have expired anyway. */
export const revokedToken = pgTable(
  "revoked_token",
  {
    jti: varchar("jti", { length: 32 }).primaryKey(),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("revoked_token_expires_idx").on(table.expiresAt)],
);

/** E-mail verification tokens: only their SHA-256 is stored; single use, 24 hours. */
export const emailVerification = pgTable(
  "email_verification",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("email_verification_user_idx").on(table.userId)],
);

/** Fixed-window request counters shared by every server instance. */
export const throttleWindow = pgTable("throttle_window", {
  key: varchar("key", { length: 300 }).primaryKey(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** The company logo, stored in the database so that every instance serves it. */
export const companyImage = pgTable(
  "company_image",
  {
    companyId: bigint("company_id", { mode: "number" })
      .primaryKey()
      .references(() => company.id),
    /** Random and new with every upload: the public, cacheable name of the image. */
    token: varchar("token", { length: 32 }).notNull(),
    contentType: varchar("content_type", { length: 20 }).notNull(),
    extension: varchar("extension", { length: 5 }).notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("company_image_token_unique").on(table.companyId, table.token)],
);

/** Why an account mail is sent: the kinds the outbox (src/mail/account-outbox.ts) carries. */
export const ACCOUNT_MAIL_KINDS = [
  "verification",
  "password_reset",
  "invitation",
  "reminder",
  "budget_alert",
] as const;

/**
 * The account mails' outbox: a request stores its mail here and answers at once; the first
 * attempt starts right away and the delivery job retries with the invoices' schedule. The mail's
 * content (it holds single-use links) is removed once it is delivered or given up.
 */
export const accountMail = pgTable(
  "account_mail",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: varchar("kind", { length: 20, enum: ACCOUNT_MAIL_KINDS }).notNull(),
    message: jsonb("message").$type<Mail>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (table) => [
    // The delivery job's lookup: undelivered mails whose next attempt is due.
    index("account_mail_due_idx").on(table.nextAttemptAt).where(sql`${table.deliveredAt} is null`),
  ],
);
