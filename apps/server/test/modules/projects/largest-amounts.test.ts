import { describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { INVOICES } from "../../helpers/invoicing.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const PM = "/api/projectmanagement";

describe("the largest amounts", () => {
  const context = useTestApp({ deps: { clock: () => new Date("2026-04-05T10:00:00Z") } });

  it("prices a whole day at the largest rate, and refuses to bill more than an invoice holds", async () => {
    const call = caller(context.app);
    const owner = await signedInUser(context.app);
    const { project, debtor } = await buildProject(context.app, owner);
    expect(
      (
        await call("POST", `${PM}/hourly-rate-rule/`, owner, {
          project: project.id,
          rate_type: "hourly",
          rate: "9999999999.99",
        })
      ).status,
    ).toBe(201);
    for (const day of ["02", "03", "04", "05", "06"]) {
      const log = await call("POST", `${PM}/timelog/`, owner, {
        project: project.id,
        start: `2026-03-${day}T00:00:00Z`,
        end: `2026-03-${day}T23:59:59Z`,
      });
      expect(log).toMatchObject({
        status: 201,
        body: { duration_seconds: 86399, amount: "239997222221.98" },
      });
    }
    expect((await call("GET", `${PM}/timelog/totals/`, owner)).body.amounts).toEqual([
      { currency: "EUR", amount: "1199986111109.90" },
    ]);
    // Four days fit on one invoice line, five do not.
    const march = { debtor: debtor.id, service_from: "2026-03-01", service_until: "2026-03-31" };
    expect(await call("POST", `${INVOICES}/preview/`, owner, march)).toEqual({
      status: 400,
      body: { non_field_errors: ["An invoice's amounts can be at most 999,999,999,999.99."] },
    });
    const fourDays = await call("POST", `${INVOICES}/preview/`, owner, {
      ...march,
      service_until: "2026-03-05",
      tax_rate: "0",
    });
    // The line is priced once from the four days' exact seconds (345,596 s × 9,999,999,999.99 / 3600
    // = 959,988,888,887.928…), not as the sum of four logs each rounded to the cent (….92).
    expect(fourDays).toMatchObject({ status: 200, body: { net_total: "959988888887.93" } });
  });
});
