import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { debtor, project } from "../../../src/db/schema/index.ts";
import { deleteUnlessReferenced } from "../../../src/modules/catalog/delete-unless-referenced.ts";
import { addLog, BUYER, INVOICES, invoicingCompany } from "../../helpers/invoicing.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const PM = "/api/projectmanagement";
const MARCH = { service_from: "2026-03-01", service_until: "2026-03-31" };
const clock = { now: new Date("2026-04-05T10:00:00Z") };

describe("what invoices name stays", () => {
  const context = useTestApp({ deps: { clock: () => clock.now } });
  let company: Awaited<ReturnType<typeof invoicingCompany>>;

  beforeAll(async () => {
    company = await invoicingCompany(context.app, context.database.db);
    const { call, owner, alpha, dev, debtor: customer } = company;
    // Billed, then cancelled with its logs released, and the log deleted:
    // only the cancelled invoice and its credit note still name Alpha and Dev.
    const log = await addLog(context.app, owner, {
      project: alpha,
      activity: dev,
      start: "2026-03-02T08:00:00Z",
      end: "2026-03-02T10:00:00Z",
    });
    const draft = await call("POST", `${INVOICES}/`, owner, {
      debtor: customer,
      ...MARCH,
      grouping: "project_activity",
    });
    expect(draft.status).toBe(201);
    expect((await call("POST", `${INVOICES}/${draft.body.id}/issue/`, owner, {})).status).toBe(200);
    expect((await call("POST", `${INVOICES}/${draft.body.id}/cancel/`, owner, {})).status).toBe(
      201,
    );
    expect((await call("DELETE", `${PM}/timelog/${log.id}/`, owner)).status).toBe(204);
  });

  it("refuses to delete a project or an activity that invoice lines name", async () => {
    const { call, owner, admin, alpha, dev } = company;
    expect(await call("DELETE", `${PM}/project/${alpha}/`, admin)).toEqual({
      status: 400,
      body: { non_field_errors: ["This project is on invoices; archive it instead."] },
    });
    expect(await call("DELETE", `${PM}/activity/${dev}/`, owner)).toEqual({
      status: 400,
      body: { non_field_errors: ["This activity is on invoices; archive it instead."] },
    });
    // Both are still there, and the cancelled invoice still shows its line.
    expect((await call("GET", `${PM}/project/${alpha}/`, owner)).status).toBe(200);
    expect((await call("GET", `${PM}/activity/${dev}/`, owner)).status).toBe(200);
    // Archiving is the way out.
    expect(
      (await call("PATCH", `${PM}/project/${alpha}/`, owner, { is_archived: true })).body
        .is_archived,
    ).toBe(true);
  });

  it("still deletes a project, an activity and a debtor that nothing names", async () => {
    const { call, owner, beta, design } = company;
    expect(await call("DELETE", `${PM}/project/${beta}/`, owner)).toEqual({
      status: 204,
      body: null,
    });
    expect(await call("DELETE", `${PM}/activity/${design}/`, owner)).toEqual({
      status: 204,
      body: null,
    });
    const spare = await call("POST", `${PM}/debtor/`, owner, { name: "Spare customer" });
    expect(await call("DELETE", `${PM}/debtor/${spare.body.id}/`, owner)).toEqual({
      status: 204,
      body: null,
    });
  });

  it("refuses to delete a debtor that has invoices, even a draft without time", async () => {
    const { call, owner } = company;
    const buyer = await call("POST", `${PM}/debtor/`, owner, { ...BUYER, name: "Initech" });
    const draft = await call("POST", `${INVOICES}/`, owner, {
      debtor: buyer.body.id,
      ...MARCH,
      include_time: false,
      manual_lines: [{ description: "Workshop", unit_price: "500.00" }],
    });
    expect(draft.status).toBe(201);
    expect(await call("DELETE", `${PM}/debtor/${buyer.body.id}/`, owner)).toEqual({
      status: 400,
      body: { non_field_errors: ["This debtor has invoices; archive it instead."] },
    });
    // Once the draft is gone, nothing names the debtor any more.
    expect((await call("DELETE", `${INVOICES}/${draft.body.id}/`, owner)).status).toBe(204);
    expect((await call("DELETE", `${PM}/debtor/${buyer.body.id}/`, owner)).status).toBe(204);
  });

  it("refuses, not fails, when a reference appears after the checks", async () => {
    const { db } = context.database;
    const { companyId } = company;
    const [customer] = await db.insert(debtor).values({ companyId, name: "Raced" }).returning();
    await db
      .insert(project)
      .values({ companyId, name: "Raced work", currency: "EUR", debtorId: customer.id });
    // The check saw nothing (as when a parallel request adds the project just after it).
    const removal = deleteUnlessReferenced(
      db,
      [[async () => 0, "This debtor has projects; archive it instead."]],
      (tx) =>
        tx.delete(debtor).where(and(eq(debtor.companyId, companyId), eq(debtor.id, customer.id))),
    );
    await expect(removal).rejects.toMatchObject({
      statusCode: 400,
      body: { non_field_errors: ["This debtor has projects; archive it instead."] },
    });
  });
});
