import { describe, expect, it } from "vitest";
import { signedInUser } from "../helpers/accounts.ts";
import { addMember } from "../helpers/factories.ts";
import { buildProject, caller } from "../helpers/project-time.ts";
import { useTestApp } from "../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const MIN_0 = ["Ensure this value is greater than or equal to 0."];
const INVALID_NUMBER = ["A valid number is required."];
const INVALID_INTEGER = ["A valid integer is required."];
const digitsInTotal = (n: number) => [`Ensure that there are no more than ${n} digits in total.`];
const decimalPlaces = (n: number) => [`Ensure that there are no more than ${n} decimal places.`];
const wholeDigits = (n: number) => [
  `Ensure that there are no more than ${n} digits before the decimal point.`,
];

describe("money, budgets and whole numbers as DRF's DecimalField and IntegerField read them", () => {
  const context = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);

  it("refuses budgets that are negative or beyond their column instead of failing in the database", async () => {
    const owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    const patch = (body: object) => call("PATCH", `${BASE}/project/${project.id}/`, owner, body);
    expect(await patch({ budget_hours: 100000000 })).toEqual({
      status: 400,
      body: { budget_hours: wholeDigits(8) },
    });
    expect(await patch({ budget_hours: "1e8" })).toEqual({
      status: 400,
      body: { budget_hours: wholeDigits(8) },
    });
    expect(await patch({ budget_hours: "-5", budget_amount: "-0.01" })).toEqual({
      status: 400,
      body: { budget_hours: MIN_0, budget_amount: MIN_0 },
    });
    expect(await patch({ budget_hours: "12345678901", budget_amount: "1.999" })).toEqual({
      status: 400,
      body: { budget_hours: digitsInTotal(10), budget_amount: decimalPlaces(2) },
    });
    expect(await patch({ budget_amount: "x", budget_hours: true })).toEqual({
      status: 400,
      body: { budget_amount: INVALID_NUMBER, budget_hours: INVALID_NUMBER },
    });
    expect(await patch({ budget_hours: "99999999.99", budget_amount: 1e3 })).toMatchObject({
      status: 200,
      body: { budget_hours: "99999999.99", budget_amount: "1000.00" },
    });
  });

  it("refuses negative rates and rates beyond their column in hourly-rate rules", async () => {
    const owner = await signedInUser(context.app);
    const rule = (body: object) =>
      call("POST", `${BASE}/hourly-rate-rule/`, owner, { rate_type: "hourly", ...body });
    expect(await rule({ rate: "-80", internal_rate: -1 })).toEqual({
      status: 400,
      body: { rate: MIN_0, internal_rate: MIN_0 },
    });
    expect(await rule({ rate: "1e20", internal_rate: "10000000000" })).toEqual({
      status: 400,
      body: { rate: digitsInTotal(12), internal_rate: wholeDigits(10) },
    });
    expect(await rule({ rate: "80.125" })).toEqual({
      status: 400,
      body: { rate: decimalPlaces(2) },
    });
    const created = await rule({ rate: "80.5", internal_rate: "0" });
    expect(created).toMatchObject({ status: 201, body: { rate: "80.50", internal_rate: "0.00" } });
  });

  it("refuses a negative hourly rate for a member and odd company numbers", async () => {
    const owner = await signedInUser(context.app);
    const me = await call("GET", "/api/auth/users/me/", owner);
    const member = await addMember(context.app, context.database.db, me.body.company, "member");
    expect(
      await call("PATCH", `/api/usermanagement/member/${member.id}/`, owner, {
        hourly_rate: "-10",
      }),
    ).toEqual({ status: 400, body: { hourly_rate: MIN_0 } });
    expect(
      await call("PATCH", `/api/usermanagement/member/${member.id}/`, owner, {
        hourly_rate: "99999999999",
      }),
    ).toEqual({ status: 400, body: { hourly_rate: wholeDigits(10) } });
    const company = `/api/masterdata/company-info/${me.body.company}/`;
    expect(
      await call("PATCH", company, owner, {
        default_tax_rate: "1000",
        default_hourly_rate: "-1",
        next_invoice_number: 1e20,
        payment_terms_days: "x",
      }),
    ).toEqual({
      status: 400,
      body: {
        default_tax_rate: wholeDigits(3),
        default_hourly_rate: MIN_0,
        next_invoice_number: ["Ensure this value is less than or equal to 999999999."],
        payment_terms_days: INVALID_INTEGER,
      },
    });
    expect(
      await call("PATCH", company, owner, { payment_terms_days: "30.0", default_tax_rate: 19 }),
    ).toMatchObject({ status: 200, body: { payment_terms_days: 30, default_tax_rate: "19.00" } });
  });

  it('says "A valid integer is required." for whole-number fields', async () => {
    const owner = await signedInUser(context.app);
    const debtor = (payment_terms_days: unknown) =>
      call("POST", `${BASE}/debtor/`, owner, { name: "Acme", payment_terms_days });
    expect(await debtor("x")).toEqual({
      status: 400,
      body: { payment_terms_days: INVALID_INTEGER },
    });
    expect(await debtor(1.5)).toEqual({
      status: 400,
      body: { payment_terms_days: INVALID_INTEGER },
    });
    expect(await debtor(366)).toEqual({
      status: 400,
      body: { payment_terms_days: ["Ensure this value is less than or equal to 365."] },
    });
    expect(await debtor("14")).toMatchObject({ status: 201, body: { payment_terms_days: 14 } });
  });
});
