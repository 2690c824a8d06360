import { and, eq, sum } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invoice, invoicePayment } from "../../../src/db/schema/index.ts";
import { logIn } from "../../helpers/accounts.ts";
import { INVOICES, invoicingCompany } from "../../helpers/invoicing.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const TIMESTAMP = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
const MARCH = { service_from: "2026-03-01", service_until: "2026-03-31" };
/** Invoices are issued on 5 April 2026 and due on 19 April (the company's 14 days). */
const clock = { now: new Date("2026-04-05T10:00:00Z") };
const notFound = { status: 404, body: { detail: "Not found." } };
const notIssued = {
  status: 400,
  body: { non_field_errors: ["Only an issued invoice can be sent, paid or cancelled."] },
};

type Company = Awaited<ReturnType<typeof invoicingCompany>>;
type Payment = { id: number; date: string; amount: string; note: string; created_at: string };

describe("correcting and deleting payments", () => {
  const context = useTestApp({ deps: { clock: () => clock.now } });
  let company: Company;

  /** An issued invoice of one manual line at `net` + 19 % VAT (250 → 297.50). */
  const issuedInvoice = async (of: Company = company, net = "250") => {
    const draft = await of.call("POST", `${INVOICES}/`, of.owner, {
      debtor: of.debtor,
      ...MARCH,
      include_time: false,
      manual_lines: [{ description: "Consulting", unit_price: net }],
    });
    if (draft.status !== 201) throw new Error(`draft: ${JSON.stringify(draft.body)}`);
    const issued = await of.call("POST", `${INVOICES}/${draft.body.id}/issue/`, of.owner, {});
    if (issued.status !== 200) throw new Error(`issue: ${JSON.stringify(issued.body)}`);
    return issued.body.id as number;
  };
  const pay = async (id: number, amount: string, note = "", of: Company = company) => {
    const paid = await of.call("POST", `${INVOICES}/${id}/payment/`, of.owner, {
      date: "2026-04-06",
      amount,
      note,
    });
    if (paid.status !== 201) throw new Error(`payment: ${JSON.stringify(paid.body)}`);
    return paid.body as { payments: Payment[] } & Record<string, unknown>;
  };
  const paymentUrl = (id: number, paymentId: number | string) =>
    `${INVOICES}/${id}/payments/${paymentId}/`;

  beforeAll(async () => {
    company = await invoicingCompany(context.app, context.database.db);
  });

  it("corrects a payment: the invoice is partly paid again, with the exact body", async () => {
    const { call, owner } = company;
    const id = await issuedInvoice();
    await pay(id, "200", "First rate");
    const paid = await pay(id, "97.50", "Rest");
    expect(paid).toMatchObject({
      payment_status: "paid",
      paid_total: "297.50",
      amount_due: "0.00",
    });
    const [first, second] = paid.payments;

    const corrected = await call("PATCH", paymentUrl(id, second.id), owner, { amount: "47.50" });
    expect(corrected).toEqual({
      status: 200,
      body: {
        ...paid,
        payment_status: "partly_paid",
        paid_total: "247.50",
        amount_due: "50.00",
        updated_at: TIMESTAMP,
        payments: [
          {
            id: first.id,
            date: "2026-04-06",
            amount: "200.00",
            note: "First rate",
            created_at: TIMESTAMP,
          },
          {
            id: second.id,
            date: "2026-04-06",
            amount: "47.50",
            note: "Rest",
            created_at: TIMESTAMP,
          },
        ],
      },
    });
    expect((await call("GET", `${INVOICES}/${id}/`, owner)).body).toEqual(corrected.body);

    // Only what is sent changes; the payments stay ordered by date.
    const moved = await call("PATCH", paymentUrl(id, first.id), owner, {
      date: "2026-04-08",
      note: "  Bank transfer ",
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ payment_status: "partly_paid", paid_total: "247.50" });
    expect(moved.body.payments).toEqual([
      { ...corrected.body.payments[1] },
      { ...corrected.body.payments[0], date: "2026-04-08", note: "Bank transfer" },
    ]);
    // An empty correction changes nothing.
    const unchanged = await call("PATCH", paymentUrl(id, first.id), owner, {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.payments).toEqual(moved.body.payments);
  });

  it("refuses a correction beyond what is due, and amounts that are not positive", async () => {
    const { call, owner } = company;
    const id = await issuedInvoice();
    await pay(id, "200");
    const { payments } = await pay(id, "50");
    const second = payments[1].id;
    // Beside the other payment's 200.00, this one may be at most 97.50.
    expect(await call("PATCH", paymentUrl(id, second), owner, { amount: "97.51" })).toEqual({
      status: 400,
      body: { amount: ["The payment exceeds the amount due (97.50)."] },
    });
    expect(await call("PATCH", paymentUrl(id, second), owner, { amount: "0" })).toEqual({
      status: 400,
      body: { amount: ["Ensure this value is greater than 0."] },
    });
    expect(await call("PATCH", paymentUrl(id, second), owner, { amount: "-5" })).toEqual({
      status: 400,
      body: { amount: ["Ensure this value is greater than 0."] },
    });
    expect(
      await call("PATCH", paymentUrl(id, second), owner, { amount: "1.999", date: "2026-02-30" }),
    ).toEqual({
      status: 400,
      body: {
        amount: ["A valid number is required."],
        date: ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."],
      },
    });
    const read = await call("GET", `${INVOICES}/${id}/`, owner);
    expect(read.body).toMatchObject({ paid_total: "250.00", amount_due: "47.50" });
    expect(read.body.payments.map((payment: Payment) => payment.amount)).toEqual([
      "200.00",
      "50.00",
    ]);
    // Exactly what is due is fine.
    const full = await call("PATCH", paymentUrl(id, second), owner, { amount: "97.50" });
    expect(full.body).toMatchObject({ payment_status: "paid", paid_total: "297.50" });
  });

  it("is for owners and admins only", async () => {
    const { call, admin, member } = company;
    const id = await issuedInvoice();
    const { payments } = await pay(id, "100");
    const forbidden = {
      status: 403,
      body: { detail: "You do not have permission to perform this action." },
    };
    expect(await call("PATCH", paymentUrl(id, payments[0].id), member, { amount: "1" })).toEqual(
      forbidden,
    );
    expect(await call("DELETE", paymentUrl(id, payments[0].id), member)).toEqual(forbidden);
    const byAdmin = await call("PATCH", paymentUrl(id, payments[0].id), admin, { amount: "90" });
    expect(byAdmin.body).toMatchObject({ paid_total: "90.00", amount_due: "207.50" });
    expect(await call("DELETE", paymentUrl(id, payments[0].id), admin)).toEqual({
      status: 204,
      body: null,
    });
  });

  it("answers 404 for another company's invoice or payment and for a payment of another invoice", async () => {
    const { call, owner } = company;
    const id = await issuedInvoice();
    const ours = (await pay(id, "100")).payments[0].id;
    const otherInvoice = await issuedInvoice();
    const ofOtherInvoice = (await pay(otherInvoice, "10")).payments[0].id;
    const stranger = await invoicingCompany(context.app, context.database.db);
    const theirInvoice = await issuedInvoice(stranger);
    const theirs = (await pay(theirInvoice, "10", "", stranger)).payments[0].id;

    for (const [who, url] of [
      [owner, paymentUrl(id, ofOtherInvoice)],
      [owner, paymentUrl(otherInvoice, ours)],
      [owner, paymentUrl(id, theirs)],
      [owner, paymentUrl(theirInvoice, theirs)],
      [owner, paymentUrl(id, 999_999_999)],
      [owner, paymentUrl(id, "x")],
      [stranger.owner, paymentUrl(id, ours)],
      [stranger.owner, paymentUrl(theirInvoice, ours)],
    ] as const) {
      // The objects are looked up before the body is read: a bad body is 404 too.
      expect(await call("PATCH", url, who, { amount: "1" })).toEqual(notFound);
      expect(await call("PATCH", url, who, { amount: "x" })).toEqual(notFound);
      expect(await call("DELETE", url, who)).toEqual(notFound);
    }
    // Nothing changed anywhere.
    expect((await call("GET", `${INVOICES}/${id}/`, owner)).body.paid_total).toBe("100.00");
    expect((await call("GET", `${INVOICES}/${otherInvoice}/`, owner)).body.paid_total).toBe(
      "10.00",
    );
    expect(
      (await stranger.call("GET", `${INVOICES}/${theirInvoice}/`, stranger.owner)).body.paid_total,
    ).toBe("10.00");
  });

  it("keeps a cancelled invoice's payments as they are", async () => {
    const { call, owner } = company;
    const id = await issuedInvoice();
    const { payments } = await pay(id, "100");
    expect((await call("POST", `${INVOICES}/${id}/cancel/`, owner, {})).status).toBe(201);
    expect(await call("PATCH", paymentUrl(id, payments[0].id), owner, { amount: "50" })).toEqual(
      notIssued,
    );
    expect(await call("PATCH", paymentUrl(id, payments[0].id), owner, { note: "x" })).toEqual(
      notIssued,
    );
    expect(await call("DELETE", paymentUrl(id, payments[0].id), owner)).toEqual(notIssued);
    const read = await call("GET", `${INVOICES}/${id}/`, owner);
    expect(read.body).toMatchObject({ status: "cancelled", paid_total: "100.00" });
    expect(read.body.payments).toEqual(payments);
  });

  it("keeps paid_total the sum of the payments under parallel corrections and deletions", async () => {
    const { call, owner } = company;
    const id = await issuedInvoice();
    // Ten payments of 29.75: the invoice's 297.50 exactly.
    let payments: Payment[] = [];
    for (let index = 0; index < 10; index++) payments = (await pay(id, "29.75")).payments;
    // Raising a payment to 35.00 fits only once enough others are gone.
    const requests = [
      ...payments.map((payment) =>
        call("PATCH", paymentUrl(id, payment.id), owner, { amount: "35.00" }),
      ),
      ...payments.slice(0, 5).map((payment) => call("DELETE", paymentUrl(id, payment.id), owner)),
      ...payments
        .slice(5)
        .map((payment) => call("PATCH", paymentUrl(id, payment.id), owner, { note: "checked" })),
    ];
    const answers = await Promise.all(requests);
    for (const [index, answer] of answers.entries()) {
      if (index >= 10 && index < 15) expect(answer).toEqual({ status: 204, body: null });
      else if (answer.status === 400)
        expect(answer.body.amount[0]).toMatch(
          /^The payment exceeds the amount due \(\d+\.\d\d\)\.$/,
        );
      else if (answer.status === 404) expect(answer).toEqual(notFound);
      else expect(answer.status).toBe(200);
    }
    const read = await call("GET", `${INVOICES}/${id}/`, owner);
    const remaining = read.body.payments as Payment[];
    expect(remaining.map((payment) => payment.id)).toEqual(payments.slice(5).map((p) => p.id));
    const cents = remaining.reduce(
      (total, payment) => total + Math.round(+payment.amount * 100),
      0,
    );
    expect(read.body.paid_total).toBe((cents / 100).toFixed(2));
    expect(cents).toBeLessThanOrEqual(29_750);
    expect(read.body.amount_due).toBe(((29_750 - cents) / 100).toFixed(2));
    // The same in the tables.
    const db = context.database.db;
    const [stored] = await db
      .select()
      .from(invoice)
      .where(and(eq(invoice.companyId, company.companyId), eq(invoice.id, id)));
    const [summed] = await db
      .select({ total: sum(invoicePayment.amount) })
      .from(invoicePayment)
      .where(and(eq(invoicePayment.companyId, stored.companyId), eq(invoicePayment.invoiceId, id)));
    expect(stored.paidTotal).toBe(summed.total);
  });

  // Last: the clock moves past the due date.
  it("deletes payments: unpaid before the due date, overdue after it", async () => {
    const { call, owner } = company;
    const id = await issuedInvoice();
    await pay(id, "200");
    const { payments } = await pay(id, "97.50");
    expect(await call("DELETE", paymentUrl(id, payments[1].id), owner)).toEqual({
      status: 204,
      body: null,
    });
    expect((await call("GET", `${INVOICES}/${id}/`, owner)).body).toMatchObject({
      payment_status: "partly_paid",
      paid_total: "200.00",
      amount_due: "97.50",
      payments: [payments[0]],
    });
    expect(await call("DELETE", paymentUrl(id, payments[1].id), owner)).toEqual(notFound);
    expect(await call("DELETE", paymentUrl(id, payments[0].id), owner)).toEqual({
      status: 204,
      body: null,
    });
    expect((await call("GET", `${INVOICES}/${id}/`, owner)).body).toMatchObject({
      payment_status: "unpaid",
      due_date: "2026-04-19",
      paid_total: "0.00",
      amount_due: "297.50",
      payments: [],
    });

    const late = (await pay(id, "297.50")).payments[0];
    clock.now = new Date("2026-04-20T10:00:00Z");
    // The access tokens of April 5th have expired by now: sign in again.
    const tokens = await logIn(context.app, owner.username);
    owner.headers.authorization = `Bearer ${tokens.access}`;
    expect((await call("GET", `${INVOICES}/${id}/`, owner)).body.payment_status).toBe("paid");
    expect((await call("DELETE", paymentUrl(id, late.id), owner)).status).toBe(204);
    expect((await call("GET", `${INVOICES}/${id}/`, owner)).body).toMatchObject({
      payment_status: "overdue",
      paid_total: "0.00",
      amount_due: "297.50",
    });
  });
});
