import { and, eq } from "drizzle-orm";
import type { App } from "../../src/app.ts";
import { acrossCompanies } from "../../src/db/across-companies.ts";
import type { Database } from "../../src/db/open-database.ts";
import { debtor, invoice, timeLog } from "../../src/db/schema/index.ts";
import { signedInUser } from "./accounts.ts";
import { addMember } from "./factories.ts";
import { caller } from "./project-time.ts";

const PM = "/api/projectmanagement";
export const INVOICES = "/api/invoicing/invoice";

type Who = { headers: Record<string, string> };

export const SELLER = {
  legal_name: "Muster Consulting GmbH",
  street: "Hauptstraße 1",
  zip_code: "10115",
  city: "Berlin",
  country: "DE",
  vat_id: "DE123456788",
  tax_number: "30/123/45678",
  email: "billing@muster.example",
  phone: "+49 30 1234567",
  iban: "DE02120300000000202051",
  bic: "BYLADEM1001",
  account_holder: "Muster Consulting GmbH",
  default_tax_rate: "19.00",
  payment_terms_days: 14,
};

export const BUYER = {
  name: "Globex AG",
  street: "Marktplatz 5",
  zip_code: "80331",
  city: "München",
  country: "DE",
  vat_id: "DE987654328",
  invoice_email: "ap@globex.example",
  currency: "EUR",
};

/**
 * A company with complete seller data, an admin and a member, a debtor with
 * buyer data, projects Alpha (95.00/h) and Beta (120.00/h) in EUR and Gamma
 * (80.00/h) in USD, and the activities Dev and Design.
 */
export async function invoicingCompany(
  app: App,
  db: Database,
  buyer: Record<string, unknown> = {},
) {
  const call = caller(app);
  const owner = await signedInUser(app);
  const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company as number;
  const seller = await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, SELLER);
  if (seller.status !== 200) throw new Error(`seller: ${JSON.stringify(seller.body)}`);
  const admin = await addMember(app, db, companyId, "admin");
  const member = await addMember(app, db, companyId, "member");
  const debtor = (await call("POST", `${PM}/debtor/`, owner, { ...BUYER, ...buyer })).body;
  const project = async (name: string, currency: string, rate: string) => {
    const created = await call("POST", `${PM}/project/`, owner, {
      name,
      debtor: debtor.id,
      currency,
    });
    if (created.status !== 201) throw new Error(`project: ${JSON.stringify(created.body)}`);
    await call("POST", `${PM}/hourly-rate-rule/`, owner, {
      project: created.body.id,
      rate_type: "hourly",
      rate,
    });
    return created.body.id as number;
  };
  const activity = async (name: string) =>
    (await call("POST", `${PM}/activity/`, owner, { name })).body.id as number;
  return {
    call,
    owner,
    admin,
    member,
    companyId,
    debtor: debtor.id as number,
    alpha: await project("Alpha", "EUR", "95.00"),
    beta: await project("Beta", "EUR", "120.00"),
    gamma: await project("Gamma", "USD", "80.00"),
    dev: await activity("Dev"),
    design: await activity("Design"),
  };
}

/** A finished log through the API; times in UTC. */
export async function addLog(
  app: App,
  who: Who,
  log: { project: number; start: string; end: string | null; activity?: number | null } & Record<
    string,
    unknown
  >,
) {
  const created = await caller(app)("POST", `${PM}/timelog/`, who, { billable: true, ...log });
  if (created.status !== 201) throw new Error(`log: ${JSON.stringify(created.body)}`);
  return created.body as { id: number; amount: string; invoice: number | null };
}

/**
 * Marks a log invoiced the way issuing does (`time_log.invoice_id`), by an
 * issued invoice row of its company written directly: for tests of what an
 * invoiced log may no longer do, without going through the invoicing API.
 */
export async function markInvoiced(db: Database, logId: number) {
  // The test knows the log's id only: found among every company's logs.
  const [log] = await acrossCompanies(db, (tx) =>
    tx.select().from(timeLog).where(eq(timeLog.id, logId)),
  );
  const [payer] = await db
    .insert(debtor)
    .values({ companyId: log.companyId, name: "Invoiced customer" })
    .returning();
  const [issued] = await db
    .insert(invoice)
    .values({
      companyId: log.companyId,
      debtorId: payer.id,
      status: "issued",
      number: `T-${logId}`,
      issueDate: "2026-04-01",
      serviceFrom: "2026-03-01",
      serviceUntil: "2026-03-31",
      currency: log.currency,
      grouping: "log",
      taxRate: "0",
    })
    .returning();
  await db
    .update(timeLog)
    .set({ invoiceId: issued.id })
    .where(and(eq(timeLog.companyId, log.companyId), eq(timeLog.id, logId)));
  return issued.id;
}

/**
 * A debtor (in Vienna unless `fields` say otherwise) with a project of its own
 * at 87.50/h and one log of 2 h 25 min on 10 March 2026; answers the debtor's id.
 */
export async function debtorWithWork(app: App, who: Who, fields: Record<string, unknown>) {
  const call = caller(app);
  const created = await call("POST", `${PM}/debtor/`, who, {
    street: "Ring 1",
    zip_code: "1010",
    city: "Wien",
    currency: "EUR",
    ...fields,
  });
  if (created.status !== 201) throw new Error(`debtor: ${JSON.stringify(created.body)}`);
  const project = await call("POST", `${PM}/project/`, who, {
    name: `Work for ${fields.name}`,
    debtor: created.body.id,
    currency: fields.currency ?? "EUR",
  });
  await call("POST", `${PM}/hourly-rate-rule/`, who, {
    project: project.body.id,
    rate_type: "hourly",
    rate: "87.50",
  });
  await addLog(app, who, {
    project: project.body.id,
    start: "2026-03-10T08:00:00Z",
    end: "2026-03-10T10:25:00Z",
  });
  return created.body.id as number;
}
