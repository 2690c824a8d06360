import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addLog, INVOICES, invoicingCompany } from "../../helpers/invoicing.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { useTestApp } from "../../helpers/test-app.ts";

/** The text of a PDF's first page, white space collapsed. */
async function firstPage(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  return content.items
    .map((item) => ("str" in item ? `${item.str} ` : ""))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** An invoice's mail with a PDF timesheet: the invoice's own logs, or a saved report. */
describe("a timesheet attached to an invoice's mail", () => {
  const mailer = captureMailer();
  const context = useTestApp({ deps: { mailer, clock: () => new Date("2026-04-02T09:00:00Z") } });
  let company: Awaited<ReturnType<typeof invoicingCompany>>;
  let withTime: number;
  let withoutTime: number;

  beforeAll(async () => {
    company = await invoicingCompany(context.app, context.database.db);
    const { call, owner, alpha, beta, dev } = company;
    await addLog(context.app, owner, {
      project: alpha,
      activity: dev,
      start: "2026-03-02T08:00:00Z",
      end: "2026-03-02T10:00:00Z",
    });
    await addLog(context.app, company.member, {
      project: beta,
      start: "2026-03-03T08:00:00Z",
      end: "2026-03-03T08:30:00Z",
    });
    const issue = async (body: Record<string, unknown>) => {
      const draft = await call("POST", `${INVOICES}/`, owner, {
        debtor: company.debtor,
        service_from: "2026-03-01",
        service_until: "2026-03-31",
        ...body,
      });
      if (draft.status !== 201) throw new Error(JSON.stringify(draft.body));
      const issued = await call("POST", `${INVOICES}/${draft.body.id}/issue/`, owner, {
        issue_date: "2026-04-01",
      });
      if (issued.status !== 200) throw new Error(JSON.stringify(issued.body));
      return issued.body;
    };
    withTime = (await issue({ currency: "EUR" })).id;
    withoutTime = (
      await issue({
        include_time: false,
        manual_lines: [{ description: "Workshop", unit_price: "100.00" }],
      })
    ).id;
  });

  const send = (id: number, body: object) =>
    company.call("POST", `${INVOICES}/${id}/send/`, company.owner, body);

  it("attaches the invoice's own logs by day and project", async () => {
    const sent = await send(withTime, { timesheet: "invoice" });
    expect(sent.status).toBe(200);
    const mail = mailer.sent.at(-1);
    const number = sent.body.number as string;
    const { body: seller } = await company.call(
      "GET",
      `/api/masterdata/company-info/${company.companyId}/`,
      company.owner,
    );
    expect(mail?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      [expect.stringMatching(/\.pdf$/), "application/pdf"],
      [`timesheet-${number.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.pdf`, "application/pdf"],
    ]);
    expect(await firstPage(mail?.attachments?.[1].content as Buffer)).toBe(
      [
        `${seller.name} Timesheet: ${number} Period: 2026-03-02 – 2026-03-03 (Europe/Berlin) Person(s): Everyone`,
        "Day / Project Worked Billable Billable rounded Amount",
        "2026-03-02 2:00 2:00 2:00 190.00 EUR Alpha 2:00 2:00 2:00 190.00 EUR",
        "2026-03-03 0:30 0:30 0:30 60.00 EUR Beta 0:30 0:30 0:30 60.00 EUR",
        "Total 2:30 2:30 2:30 250.00 EUR Page 1 of 1",
      ].join(" "),
    );
  });

  it("attaches one of the sender's saved reports, and refuses another's or a sheet without time", async () => {
    const { call, owner, member } = company;
    const own = await call("POST", "/api/projectmanagement/saved-report/", owner, {
      name: "March",
      from: "2026-03-01",
      to: "2026-03-31",
      group_by: "user",
    });
    const sent = await send(withoutTime, { timesheet: own.body.id });
    expect(sent.status).toBe(200);
    expect(mailer.sent.at(-1)?.attachments?.map((file) => file.filename)[1]).toBe("march.pdf");
    const theirs = await call("POST", "/api/projectmanagement/saved-report/", member, {
      name: "Mine",
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(await send(withoutTime, { timesheet: theirs.body.id })).toEqual({
      status: 400,
      body: { timesheet: [`Invalid pk "${theirs.body.id}" - object does not exist.`] },
    });
    expect(await send(withoutTime, { timesheet: "invoice" })).toEqual({
      status: 400,
      body: { timesheet: ["This invoice has no time logs for a timesheet."] },
    });
    const stranger = await signedInUser(context.app);
    expect(
      await company.call("POST", `${INVOICES}/${withTime}/send/`, stranger, {
        timesheet: "invoice",
      }),
    ).toEqual({ status: 404, body: { detail: "Not found." } });
  });
});
