import { beforeAll, describe, expect, it } from "vitest";
import { addLog, debtorWithWork, INVOICES, invoicingCompany } from "../../helpers/invoicing.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const PM = "/api/projectmanagement";
const clock = { now: new Date("2026-04-05T10:00:00Z") };

describe("the dashboard's ready to bill", () => {
  const context = useTestApp({ deps: { clock: () => clock.now } });
  let company: Awaited<ReturnType<typeof invoicingCompany>>;
  let initech: number;
  const readyToBill = async (who: { headers: Record<string, string> }) => {
    const { status, body } = await company.call("GET", `${PM}/dashboard/`, who);
    expect(status).toBe(200);
    return body.ready_to_bill;
  };

  beforeAll(async () => {
    company = await invoicingCompany(context.app, context.database.db);
    const { app } = context;
    const { owner, admin, member, alpha, beta, gamma } = company;
    const log = (
      who: { headers: Record<string, string> },
      project: number,
      start: string,
      end: string | null,
      more = {},
    ) => addLog(app, who, { project, start, end, ...more });
    await log(owner, alpha, "2026-03-02T08:00:00Z", "2026-03-02T10:00:00Z"); // 190.00 EUR
    await log(member, beta, "2026-03-03T08:00:00Z", "2026-03-03T08:30:00Z"); // 60.00 EUR
    await log(owner, gamma, "2026-03-04T08:00:00Z", "2026-03-04T09:00:00Z"); // 80.00 USD
    // Not billable, and running: neither is ready to bill.
    await log(owner, alpha, "2026-03-05T08:00:00Z", "2026-03-05T09:00:00Z", { billable: false });
    await log(admin, alpha, "2026-04-05T09:00:00Z", null);
    initech = await debtorWithWork(app, owner, { name: "Initech" }); // 2:25 h, 211.46 EUR
  });

  it("names each debtor's unbilled time and amounts, most time first", async () => {
    expect(await readyToBill(company.owner)).toEqual([
      {
        debtor: company.debtor,
        name: "Globex AG",
        unbilled_seconds: 12600,
        amounts: [
          { currency: "EUR", amount: "250.00" },
          { currency: "USD", amount: "80.00" },
        ],
      },
      {
        debtor: initech,
        name: "Initech",
        unbilled_seconds: 8700,
        amounts: [{ currency: "EUR", amount: "211.46" }],
      },
    ]);
    // Admins see the same; members, who do not bill, none.
    expect(await readyToBill(company.admin)).toHaveLength(2);
    expect(await readyToBill(company.member)).toEqual([]);
  });

  it("drops what an issued invoice bills", async () => {
    const { call, owner, debtor } = company;
    const draft = await call("POST", `${INVOICES}/`, owner, {
      debtor,
      service_from: "2026-03-01",
      service_until: "2026-03-31",
    });
    expect(draft.body.net_total).toBe("250.00");
    expect((await call("POST", `${INVOICES}/${draft.body.id}/issue/`, owner, {})).status).toBe(200);
    expect(await readyToBill(owner)).toEqual([
      {
        debtor: initech,
        name: "Initech",
        unbilled_seconds: 8700,
        amounts: [{ currency: "EUR", amount: "211.46" }],
      },
      {
        debtor,
        name: "Globex AG",
        unbilled_seconds: 3600,
        amounts: [{ currency: "USD", amount: "80.00" }],
      },
    ]);
  });

  it("names at most ten debtors", async () => {
    for (const name of [
      "Hooli",
      "Umbrella",
      "Stark",
      "Wayne",
      "Wonka",
      "Acme",
      "Soylent",
      "Tyrell",
      "Cyberdyne",
      "Vandelay",
    ])
      await debtorWithWork(context.app, company.owner, { name });
    const shown = await readyToBill(company.owner);
    expect(shown).toHaveLength(10);
    // Ties in time are ordered by name: Globex (1 h) and the last of the others give way.
    expect(shown.map((entry: { name: string }) => entry.name)).toEqual([
      "Acme",
      "Cyberdyne",
      "Hooli",
      "Initech",
      "Soylent",
      "Stark",
      "Tyrell",
      "Umbrella",
      "Vandelay",
      "Wayne",
    ]);
  });
});
