import {
  COMPANY_MESSAGES,
  type Company,
  type CompanyWrite,
  FIELD_MESSAGES,
} from "@tempus/contract";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/open-database.ts";
import { company, companyImage, currency } from "../../db/schema/index.ts";
import { listCollection } from "../../http/collection.ts";
import { notFound, ValidationError } from "../../http/errors.ts";
import { absoluteUrl } from "../../http/urls.ts";
import { recalculateCompanyLogs } from "../projects/pricing.ts";
import { companyImagePath } from "./company-image.ts";

type CompanyRow = typeof company.$inferSelect;
type ImageRow = { token: string; extension: string } | null;

function toCompany(request: FastifyRequest, row: CompanyRow, image: ImageRow): Company {
  return {
    id: row.id,
    name: row.name,
    company_image: image ? new URL(companyImagePath(image), absoluteUrl(request)).toString() : null,
    street: row.street,
    zip_code: row.zipCode,
    city: row.city,
    country: row.country,
    vat_id: row.vatId,
    tax_number: row.taxNumber,
    email: row.email,
    phone: row.phone,
    website: row.website,
    iban: row.iban,
    bic: row.bic,
    default_currency: row.defaultCurrency,
    default_hourly_rate: row.defaultHourlyRate,
    timezone: row.timezone,
    invoice_prefix: row.invoicePrefix,
    next_invoice_number: row.nextInvoiceNumber,
    default_tax_rate: row.defaultTaxRate,
    payment_terms_days: row.paymentTermsDays,
    setup_completed: row.setupCompleted,
  };
}

const selectCompany = (db: Database) =>
  db
    .select({ company, image: { token: companyImage.token, extension: companyImage.extension } })
    .from(company)
    .leftJoin(companyImage, eq(companyImage.companyId, company.id));

/** The collection of one: the caller's own company. */
export async function listCompanyInfo(db: Database, request: FastifyRequest, companyId: number) {
  const page = await listCollection(request, {
    searchFields: [company.name],
    orderingFields: { name: company.name },
    defaultOrdering: ["id"],
    idColumn: company.id,
    where: eq(company.id, companyId),
    count: (where) => db.$count(company, where),
    fetch: ({ where, orderBy, limit, offset }) =>
      selectCompany(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    ...page,
    results: page.results.map((row) => toCompany(request, row.company, row.image)),
  };
}

/** Another company's id answers exactly like a missing one. */
export async function getCompanyInfo(
  db: Database,
  request: FastifyRequest,
  companyId: number,
  id: number,
) {
  if (id !== companyId) throw notFound();
  const [row] = await selectCompany(db).where(eq(company.id, id));
  if (!row) throw notFound();
  return toCompany(request, row.company, row.image);
}

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export async function updateCompanyInfo(
  db: Database,
  request: FastifyRequest,
  companyId: number,
  id: number,
  changes: CompanyWrite,
) {
  if (id !== companyId) throw notFound();
  const errors: Record<string, string[]> = {};
  if (changes.timezone !== undefined && !isTimeZone(changes.timezone)) {
    errors.timezone = [COMPANY_MESSAGES.invalidTimezone];
  }
  if (changes.default_currency !== undefined) {
    const [known] = await db
      .select({ id: currency.id })
      .from(currency)
      .where(eq(currency.code, changes.default_currency));
    if (!known) errors.default_currency = [FIELD_MESSAGES.invalidChoice(changes.default_currency)];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await db
    .update(company)
    .set({
      name: changes.name,
      street: changes.street,
      zipCode: changes.zip_code,
      city: changes.city,
      country: changes.country,
      vatId: changes.vat_id,
      taxNumber: changes.tax_number,
      email: changes.email,
      phone: changes.phone,
      website: changes.website,
      iban: changes.iban,
      bic: changes.bic,
      defaultCurrency: changes.default_currency,
      defaultHourlyRate: changes.default_hourly_rate,
      timezone: changes.timezone,
      invoicePrefix: changes.invoice_prefix,
      nextInvoiceNumber: changes.next_invoice_number,
      defaultTaxRate: changes.default_tax_rate,
      paymentTermsDays: changes.payment_terms_days,
      setupCompleted: changes.setup_completed,
      updatedAt: new Date(),
    })
    .where(eq(company.id, id));
  // The company's default rate prices logs that no rule covers.
  if (changes.default_hourly_rate !== undefined)
    await recalculateCompanyLogs(db, companyId, new Date());
  return getCompanyInfo(db, request, companyId, id);
}
