import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  migrationsFolder,
  migrationsUpTo,
  openScratchDatabase,
  type ScratchDatabase,
} from "../helpers/migrate-to.ts";

/** An installation from before 0031: the plans as seeded then, one edited by its operator. */
describe("migration 0031: invoices in every plan's feature list", () => {
  let db: ScratchDatabase;

  beforeAll(async () => {
    db = await openScratchDatabase();
    const before = await migrationsUpTo("0030_login_names_as_lowered");
    await db.migrate(before.folder);
    await before.remove();
    const plan = (name: string, features: string[]) =>
      db.query(
        `INSERT INTO subscription_type (name, price_per_user, currency, features) VALUES ($1, '1.00', 'EUR', $2::jsonb)`,
        [name, JSON.stringify(features)],
      );
    await plan("Solo", [
      "Timer, calendar and digital clock",
      "Unlimited projects, debtors and activities",
      "Hourly-rate rules",
      "Statistics and CSV/XLSX export",
    ]);
    await plan("Business", ["Everything in Team", "Our own words", "Invoices from tracked time"]);
    await db.migrate(migrationsFolder);
  });
  afterAll(async () => {
    await db.close();
  });

  it("adds invoices to the seeded Solo plan and leaves an edited plan as its operator wrote it", async () => {
    const rows = await db.query<{ name: string; features: string[] }>(
      "SELECT name, features FROM subscription_type ORDER BY name",
    );
    expect(rows).toEqual([
      {
        name: "Business",
        features: ["Everything in Team", "Our own words", "Invoices from tracked time"],
      },
      {
        name: "Solo",
        features: [
          "Timer, calendar and digital clock",
          "Unlimited projects, debtors and activities",
          "Hourly-rate rules",
          "Statistics and CSV/XLSX export",
          "Invoices and e-invoices (XRechnung, Peppol, ZUGFeRD) from tracked time",
        ],
      },
    ]);
  });
});
