import { beforeAll, describe, expect, it } from "vitest";
import { addLog, INVOICES, invoicingCompany } from "../../helpers/invoicing.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const MARCH = { service_from: "2026-03-01", service_until: "2026-03-31" };

const clock = { now: new Date("2026-04-05T10:00:00Z") };

describe("invoices from time", () => {
  const context = useTestApp({ deps: { clock: () => clock.now } });
  let company: Awaited<ReturnType<typeof invoicingCompany>>;
  let logs: { id: number }[];

  beforeAll(async () => {
    company = await invoicingCompany(context.app, context.database.db);
    const { app } = context;
    const { owner, admin, alpha, beta, gamma, dev, design } = company;
    // Berlin is UTC+1 in March 2026 (until the 29th).
    logs = [
      await addLog(app, owner, {
        project: alpha,
        activity: dev,
        description: "Login",
        start: "2026-03-02T08:00:00Z",
        end: "2026-03-02T09:30:00Z",
      }),
      await addLog(app, owner, {
        project: alpha,
        activity: design,
        start: "2026-03-02T12:00:00Z",
        end: "2026-03-02T12:20:00Z",
      }),
      await addLog(app, admin, {
        project: alpha,
        activity: dev,
        description: "API",
        start: "2026-03-03T07:00:00Z",
        end: "2026-03-03T09:10:00Z",
      }),
      await addLog(app, owner, {
        project: beta,
        start: "2026-03-03T13:00:00Z",
        end: "2026-03-03T13:07:00Z",
      }),
      await addLog(app, owner, {
        project: beta,
        activity: dev,
        start: "2026-03-04T09:00:00Z",
        end: "2026-03-04T10:00:00Z",
      }),
    ];
    // Not billed: not billable, outside the period (local April 1st), another currency.
    await addLog(app, owner, {
      project: alpha,
      billable: false,
      start: "2026-03-05T09:00:00Z",
      end: "2026-03-05T10:00:00Z",
    });
    await addLog(app, owner, {
      project: alpha,
      start: "2026-03-31T22:30:00Z",
      end: "2026-03-31T23:00:00Z",
    });
    await addLog(app, owner, {
      project: gamma,
      start: "2026-03-05T09:00:00Z",
      end: "2026-03-05T10:00:00Z",
    });
  });

  const preview = (body: Record<string, unknown>) =>
    company.call("POST", `${INVOICES}/preview/`, company.owner, {
      debtor: company.debtor,
      ...MARCH,
      ...body,
    });

  it("previews one line per project", async () => {
    const { status, body } = await preview({ grouping: "project" });
    expect(status).toBe(200);
    expect(body).toEqual({
      currency: "EUR",
      lines: [
        {
          id: null,
          position: 1,
          description: "Alpha",
          quantity: "4.0000",
          unit_code: "HUR",
          unit_price: "95.0000",
          net_amount: "380.00",
          tax_category: "S",
          tax_rate: "19.00",
          exemption_reason: "",
          project: company.alpha,
          activity: null,
          user: null,
          day: null,
          time_logs: [logs[0].id, logs[1].id, logs[2].id],
        },
        {
          id: null,
          position: 2,
          description: "Beta",
          quantity: "1.1167",
          unit_code: "HUR",
          unit_price: "120.0000",
          net_amount: "134.00",
          tax_category: "S",
          tax_rate: "19.00",
          exemption_reason: "",
          project: company.beta,
          activity: null,
          user: null,
          day: null,
          time_logs: [logs[3].id, logs[4].id],
        },
      ],
      net_total: "514.00",
      tax_total: "97.66",
      gross_total: "611.66",
      tax_breakdown: [
        {
          tax_category: "S",
          tax_rate: "19.00",
          taxable_amount: "514.00",
          tax_amount: "97.66",
          exemption_reason: "",
          exemption_code: "",
        },
      ],
    });
  });

  const line = (fields: Record<string, unknown>) => ({
    id: null,
    unit_code: "HUR",
    tax_category: "S",
    tax_rate: "19.00",
    exemption_reason: "",
    project: null,
    activity: null,
    user: null,
    day: null,
    ...fields,
  });
  const linesOf = async (grouping: string) => {
    const { status, body } = await preview({ grouping });
    expect(status).toBe(200);
    expect(body.net_total).toBe("514.00");
    return body.lines;
  };

  it("groups per log, activity, project and activity, day, person or in total", async () => {
    const ids = logs.map((log) => log.id);
    const { alpha, beta, dev, design, owner, admin } = company;
    expect(await linesOf("log")).toEqual([
      line({
        position: 1,
        description: "2026-03-02 Alpha – Dev: Login",
        quantity: "1.5000",
        unit_price: "95.0000",
        net_amount: "142.50",
        project: alpha,
        activity: dev,
        user: owner.id,
        day: "2026-03-02",
        time_logs: [ids[0]],
      }),
      line({
        position: 2,
        description: "2026-03-02 Alpha – Design",
        quantity: "0.33333",
        unit_price: "95.0000",
        net_amount: "31.67",
        project: alpha,
        activity: design,
        user: owner.id,
        day: "2026-03-02",
        time_logs: [ids[1]],
      }),
      line({
        position: 3,
        description: "2026-03-03 Alpha – Dev: API",
        quantity: "2.16667",
        unit_price: "95.0000",
        net_amount: "205.83",
        project: alpha,
        activity: dev,
        user: admin.id,
        day: "2026-03-03",
        time_logs: [ids[2]],
      }),
      line({
        position: 4,
        description: "2026-03-03 Beta",
        quantity: "0.1167",
        unit_price: "120.0000",
        net_amount: "14.00",
        project: beta,
        user: owner.id,
        day: "2026-03-03",
        time_logs: [ids[3]],
      }),
      line({
        position: 5,
        description: "2026-03-04 Beta – Dev",
        quantity: "1.0000",
        unit_price: "120.0000",
        net_amount: "120.00",
        project: beta,
        activity: dev,
        user: owner.id,
        day: "2026-03-04",
        time_logs: [ids[4]],
      }),
    ]);
    // One line per rate: Dev's logs at 95.00 and at 120.00 are two lines, never one blended price.
    expect(await linesOf("activity")).toEqual([
      line({
        position: 1,
        description: "Design",
        quantity: "0.33333",
        unit_price: "95.0000",
        net_amount: "31.67",
        activity: design,
        time_logs: [ids[1]],
      }),
      line({
        position: 2,
        description: "Dev",
        quantity: "3.66667",
        unit_price: "95.0000",
        net_amount: "348.33",
        activity: dev,
        time_logs: [ids[0], ids[2]],
      }),
      line({
        position: 3,
        description: "Dev",
        quantity: "1.0000",
        unit_price: "120.0000",
        net_amount: "120.00",
        activity: dev,
        time_logs: [ids[4]],
      }),
      line({
        position: 4,
        description: "Without activity",
        quantity: "0.1167",
        unit_price: "120.0000",
        net_amount: "14.00",
        time_logs: [ids[3]],
      }),
    ]);
    expect(await linesOf("project_activity")).toEqual([
      line({
        position: 1,
        description: "Alpha – Design",
        quantity: "0.33333",
        unit_price: "95.0000",
        net_amount: "31.67",
        project: alpha,
        activity: design,
        time_logs: [ids[1]],
      }),
      line({
        position: 2,
        description: "Alpha – Dev",
        quantity: "3.66667",
        unit_price: "95.0000",
        net_amount: "348.33",
        project: alpha,
        activity: dev,
        time_logs: [ids[0], ids[2]],
      }),
      line({
        position: 3,
        description: "Beta – Dev",
        quantity: "1.0000",
        unit_price: "120.0000",
        net_amount: "120.00",
        project: beta,
        activity: dev,
        time_logs: [ids[4]],
      }),
      line({
        position: 4,
        description: "Beta – Without activity",
        quantity: "0.1167",
        unit_price: "120.0000",
        net_amount: "14.00",
        project: beta,
        time_logs: [ids[3]],
      }),
    ]);
    expect(await linesOf("day")).toEqual([
      line({
        position: 1,
        description: "2026-03-02",
        quantity: "1.83333",
        unit_price: "95.0000",
        net_amount: "174.17",
        day: "2026-03-02",
        time_logs: [ids[0], ids[1]],
      }),
      line({
        position: 2,
        description: "2026-03-03",
        quantity: "2.16667",
        unit_price: "95.0000",
        net_amount: "205.83",
        day: "2026-03-03",
        time_logs: [ids[2]],
      }),
      line({
        position: 3,
        description: "2026-03-03",
        quantity: "0.1167",
        unit_price: "120.0000",
        net_amount: "14.00",
        day: "2026-03-03",
        time_logs: [ids[3]],
      }),
      line({
        position: 4,
        description: "2026-03-04",
        quantity: "1.0000",
        unit_price: "120.0000",
        net_amount: "120.00",
        day: "2026-03-04",
        time_logs: [ids[4]],
      }),
    ]);
    const people = [
      {
        user: owner,
        lines: [
          { logs: [ids[0], ids[1]], quantity: "1.83333", price: "95.0000", net: "174.17" },
          { logs: [ids[3], ids[4]], quantity: "1.1167", price: "120.0000", net: "134.00" },
        ],
      },
      {
        user: admin,
        lines: [{ logs: [ids[2]], quantity: "2.16667", price: "95.0000", net: "205.83" }],
      },
    ].sort((a, b) => (a.user.username < b.user.username ? -1 : 1));
    expect(await linesOf("person")).toEqual(
      people
        .flatMap((person) => person.lines.map((entry) => ({ person, entry })))
        .map(({ person, entry }, index) =>
          line({
            position: index + 1,
            description: person.user.username,
            quantity: entry.quantity,
            unit_price: entry.price,
            net_amount: entry.net,
            user: person.user.id,
            time_logs: entry.logs,
          }),
        ),
    );
    expect(await linesOf("total")).toEqual([
      line({
        position: 1,
        description: "Services 2026-03-01 to 2026-03-31",
        quantity: "4.0000",
        unit_price: "95.0000",
        net_amount: "380.00",
        time_logs: [ids[0], ids[1], ids[2]],
      }),
      line({
        position: 2,
        description: "Services 2026-03-01 to 2026-03-31",
        quantity: "1.1167",
        unit_price: "120.0000",
        net_amount: "134.00",
        time_logs: [ids[3], ids[4]],
      }),
    ]);
    const german = await preview({ grouping: "total", language: "de" });
    expect(german.body.lines[0].description).toBe("Leistungen 01.03.2026 bis 31.03.2026");
  });

  it("writes the days on its lines as the invoice's language does", async () => {
    const descriptions = async (language: string, grouping: string) =>
      (await preview({ grouping, language })).body.lines.map(
        (entry: { description: string }) => entry.description,
      );
    expect((await descriptions("de", "log"))[0]).toBe("02.03.2026 Alpha – Dev: Login");
    expect((await descriptions("fr", "day"))[0]).toBe("02/03/2026");
    expect((await descriptions("nl", "day"))[0]).toBe("02-03-2026");
    expect((await descriptions("en", "day"))[0]).toBe("2026-03-02");
    expect((await descriptions("fr", "total"))[0]).toBe("Prestations 01/03/2026 au 31/03/2026");
  });

  it("bills only the chosen projects", async () => {
    const { body } = await preview({ projects: [company.beta] });
    expect(body.lines.map((entry: { description: string }) => entry.description)).toEqual(["Beta"]);
    expect(body.net_total).toBe("134.00");
  });

  it("takes a service period up to the calendar's last day, and issues on it", async () => {
    const { status, body } = await preview({
      projects: [company.beta],
      service_until: "9999-12-31",
    });
    expect(status).toBe(200);
    expect(body.net_total).toBe("134.00");
    // A draft of manual lines only, issued on the last day a date can have: due on that day too.
    const draft = await company.call("POST", `${INVOICES}/`, company.owner, {
      debtor: company.debtor,
      service_from: "9999-12-01",
      service_until: "9999-12-31",
      include_time: false,
      manual_lines: [{ description: "Support", quantity: "1", unit_price: "10.00" }],
    });
    expect(draft.status).toBe(201);
    const issued = await company.call(
      "POST",
      `${INVOICES}/${draft.body.id}/issue/`,
      company.owner,
      {
        issue_date: "9999-12-31",
      },
    );
    expect(issued.status).toBe(200);
    expect([issued.body.issue_date, issued.body.due_date]).toEqual(["9999-12-31", "9999-12-31"]);
  });

  it("rounds VAT once per rate, after the line nets", async () => {
    const { status, body } = await preview({
      include_time: false,
      manual_lines: [
        { description: "Stamp", unit_price: "0.10", tax_rate: "7" },
        { description: "Stamp", unit_price: "0.10", tax_rate: "7" },
        { description: "Stamp", unit_price: "0.10", tax_rate: "7" },
        { description: "Advice", quantity: "0.3333", unit_code: "HUR", unit_price: "95" },
        { description: "Discount", unit_price: "-1.005" },
      ],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      currency: "EUR",
      lines: [
        ...[1, 2, 3].map((position) =>
          line({
            position,
            description: "Stamp",
            quantity: "1.0000",
            unit_code: "C62",
            unit_price: "0.1000",
            net_amount: "0.10",
            tax_rate: "7.00",
            time_logs: [],
          }),
        ),
        line({
          position: 4,
          description: "Advice",
          quantity: "0.3333",
          unit_price: "95.0000",
          net_amount: "31.66",
          time_logs: [],
        }),
        line({
          position: 5,
          description: "Discount",
          quantity: "-1.0000",
          unit_code: "C62",
          unit_price: "1.0050",
          net_amount: "-1.01",
          time_logs: [],
        }),
      ],
      net_total: "30.95",
      tax_total: "5.84",
      gross_total: "36.79",
      tax_breakdown: [
        {
          tax_category: "S",
          tax_rate: "19.00",
          taxable_amount: "30.65",
          tax_amount: "5.82",
          exemption_reason: "",
          exemption_code: "",
        },
        {
          tax_category: "S",
          tax_rate: "7.00",
          taxable_amount: "0.30",
          tax_amount: "0.02",
          exemption_reason: "",
          exemption_code: "",
        },
      ],
    });
  });

  it("answers DRF's texts for a bad body", async () => {
    const { call, owner } = company;
    expect(await call("POST", `${INVOICES}/preview/`, owner, {})).toEqual({
      status: 400,
      body: {
        debtor: ["This field is required."],
        service_from: ["This field is required."],
        service_until: ["This field is required."],
      },
    });
    expect(
      await call("POST", `${INVOICES}/preview/`, owner, {
        debtor: 999999,
        service_from: "2026-3-1",
        service_until: "2026-03-31",
        grouping: "week",
      }),
    ).toEqual({
      status: 400,
      body: {
        service_from: ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."],
        grouping: ['"week" is not a valid choice.'],
      },
    });
    expect(await preview({ debtor: 999999 })).toEqual({
      status: 400,
      body: { debtor: ['Invalid pk "999999" - object does not exist.'] },
    });
    expect(
      await preview({
        service_from: "2026-03-31",
        service_until: "2026-03-01",
        projects: [999999],
      }),
    ).toEqual({
      status: 400,
      body: {
        service_until: ["The service period must not end before it starts."],
        projects: ['Invalid pk "999999" - object does not exist.'],
      },
    });
    expect(
      await preview({
        tax_rate: "-7",
        manual_lines: [{ description: "x", unit_price: "1", tax_rate: "100.01" }],
      }),
    ).toEqual({
      status: 400,
      body: {
        tax_rate: ["Ensure this value is greater than or equal to 0."],
        manual_lines: ["Ensure this value is less than or equal to 100."],
      },
    });
    expect(await preview({ currency: "KWD" })).toEqual({
      status: 400,
      body: {
        currency: [
          "Invoices in KWD are not supported: e-invoices carry amounts with two decimals.",
        ],
      },
    });
    expect(await preview({ service_from: "2026-05-01", service_until: "2026-05-31" })).toEqual({
      status: 400,
      body: { non_field_errors: ["An invoice needs at least one line."] },
    });
  });

  it("refuses amounts beyond what an invoice stores, in the preview as in the draft", async () => {
    const { call, owner, debtor } = company;
    const tooLarge = {
      status: 400,
      body: { non_field_errors: ["An invoice's amounts can be at most 999,999,999,999.99."] },
    };
    const body = (manual_lines: object[]) => ({
      debtor,
      service_from: "2026-05-01",
      service_until: "2026-05-31",
      include_time: false,
      manual_lines,
    });
    // One line past the limit, a discount past it, and lines each within it whose sum is not.
    const huge = { description: "Licence", quantity: "9999999999", unit_price: "9999999999" };
    const discount = { ...huge, unit_price: "-9999999999" };
    const half = { description: "Licence", quantity: "60", unit_price: "9999999999" };
    for (const lines of [[huge], [discount], [half, half]]) {
      expect(await call("POST", `${INVOICES}/preview/`, owner, body(lines))).toEqual(tooLarge);
      expect(await call("POST", `${INVOICES}/`, owner, body(lines))).toEqual(tooLarge);
    }
    // The largest that fits is kept to the cent.
    const largest = await call("POST", `${INVOICES}/`, owner, {
      ...body([{ description: "Licence", quantity: "100", unit_price: "9999999999.9999" }]),
      tax_rate: "0",
    });
    expect(largest).toMatchObject({ status: 201, body: { gross_total: "999999999999.99" } });
    expect((await call("DELETE", `${INVOICES}/${largest.body.id}/`, owner)).status).toBe(204);
  });
});
