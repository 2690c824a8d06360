/**
 * `npm run audit:app [-- <base-url>] [--json out.json] [--reports dir] [--warm] [--no-fail]`
 *
 * Audits the signed-in app's main screens of a running Tempus with Lighthouse
 * (mobile) and axe-core: the dashboard, the time-log list, the calendar, the
 * week grid, the statistics and an issued invoice. It signs up a fresh company through the API
 * and fills it with a month of work (a customer, two projects, rates, logs and an
 * issued invoice), then opens each page with that session.
 * It builds and starts nothing: run `npm run build && npm start` first.
 *
 * Base URL: the first argument, else AUDIT_URL, else http://localhost:3000.
 * Chromium: CHROME_PATH, else /usr/bin/chromium (never downloaded).
 *
 * Exits 1 when a page misses its targets (mobile performance ≥ 90,
 * accessibility 100, no axe violations); `--no-fail` always exits 0.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import { type Browser, chromium } from "playwright-core";
import { apiClient } from "../e2e/helpers/api.ts";
import {
  CHROME_FLAGS,
  failuresOf,
  type PageResult,
  printTable,
  runAxe,
  runLighthouse,
  type Targets,
} from "./audit/lighthouse.ts";

const APP_TARGETS: Targets = { mobilePerformance: 90, perfect: ["accessibility"] };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: "string" },
    reports: { type: "string" },
    warm: { type: "boolean", default: false },
    "no-fail": { type: "boolean", default: false },
  },
});
const base = (positionals[0] ?? process.env.AUDIT_URL ?? "http://localhost:3000").replace(
  /\/+$/,
  "",
);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** A company with a month of work and an issued invoice; the session's tokens and the invoice. */
async function seed() {
  const api = apiClient(base);
  const tokens = await api.signUp(`audit${Date.now()}`, "audited-passphrase-2026");
  const me: { company: number } = await api.call("GET", "/auth/users/me/");
  await api.call("PATCH", `/masterdata/company-info/${me.company}/`, {
    setup_completed: true,
    timezone: "UTC",
    legal_name: "Muster Consulting GmbH",
    street: "Hauptstraße 1",
    zip_code: "10115",
    city: "Berlin",
    country: "DE",
    vat_id: "DE123456788",
    email: "billing@muster.example",
    iban: "DE02120300000000202051",
    bic: "BYLADEM1001",
    account_holder: "Muster Consulting GmbH",
  });
  const debtor: { id: number } = await api.call("POST", "/projectmanagement/debtor/", {
    name: "Globex AG",
    street: "Marktplatz 5",
    zip_code: "80331",
    city: "München",
    country: "DE",
    vat_id: "DE987654328",
    invoice_email: "ap@globex.example",
    currency: "EUR",
  });
  const projects = [];
  for (const [name, rate] of [
    ["Website relaunch", "95.00"],
    ["Support", "80.00"],
  ]) {
    const project: { id: number } = await api.call("POST", "/projectmanagement/project/", {
      name,
      debtor: debtor.id,
      budget_hours: "120",
    });
    await api.call("POST", "/projectmanagement/hourly-rate-rule/", {
      project: project.id,
      rate_type: "hourly",
      rate,
    });
    projects.push(project.id);
  }
  // Four weeks of working days, two logs a day, up to today.
  const today = new Date();
  const day = (back: number) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back));
  for (let back = 27; back >= 0; back--) {
    const date = day(back);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    const at = (hour: number) => new Date(date.getTime() + hour * 3_600_000).toISOString();
    await api.call("POST", "/projectmanagement/timelog/", {
      project: projects[0],
      start: at(8),
      end: at(12),
      description: "Page templates and review",
    });
    await api.call("POST", "/projectmanagement/timelog/", {
      project: projects[1],
      start: at(13),
      end: at(15),
      description: "Tickets",
    });
  }
  const first = day(27).toISOString().slice(0, 10);
  const last = day(14).toISOString().slice(0, 10);
  const invoice: { id: number } = await api.call("POST", "/invoicing/invoice/", {
    debtor: debtor.id,
    service_from: first,
    service_until: last,
  });
  await api.call("POST", `/invoicing/invoice/${invoice.id}/issue/`, {});
  return { tokens, invoice: invoice.id };
}

async function main(): Promise<void> {
  try {
    await fetch(`${base}/api/health/`);
  } catch (error) {
    console.error(
      `audit:app: no server at ${base} (${(error as Error).message}). Start one first: npm run build && npm start`,
    );
    process.exit(2);
  }
  if (values.reports) mkdirSync(values.reports, { recursive: true });
  const { tokens, invoice } = await seed();
  const pages = [
    "/app",
    "/app/project-time/timelog",
    "/app/project-time/timelog/calender",
    "/app/project-time/timelog/week",
    "/app/project-time/statistics",
    `/app/invoices/${invoice}`,
  ];
  const cookies = [
    { name: "cookieConsent", value: "necessary", url: base },
    { name: "jwtToken", value: encodeURIComponent(JSON.stringify(tokens)), url: base },
  ];
  console.log(`Auditing ${pages.length} app page(s), mobile, at ${base} with ${chromePath}`);

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  let browser: Browser | undefined;
  const results: PageResult[] = [];
  try {
    // Lighthouse's Chrome holds the session: its reset empties the cache, not cookies.
    const lighthouseBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    await lighthouseBrowser.contexts()[0].addCookies(cookies);
    browser = await chromium.launch({
      executablePath: chromePath,
      headless: true,
      args: CHROME_FLAGS.filter((flag) => flag !== "--headless"),
    });
    for (const path of pages) {
      const url = `${base}${path}`;
      process.stderr.write(`[${results.length + 1}/${pages.length}] ${path}…\n`);
      const lighthouseResult = await runLighthouse(
        url,
        "mobile",
        chrome.port,
        values.warm,
        values.reports &&
          join(values.reports, `${path.replace(/^\//, "").replaceAll("/", "-")}.json`),
      );
      const axeResult = await runAxe(browser, url, "mobile", cookies);
      const result = {
        path,
        url,
        formFactor: "mobile" as const,
        ...lighthouseResult,
        axe: axeResult,
      };
      results.push({ ...result, failures: failuresOf(result, APP_TARGETS) });
    }
  } finally {
    await browser?.close();
    chrome.kill();
  }

  console.log("");
  printTable(results);
  if (values.json) {
    writeFileSync(
      values.json,
      `${JSON.stringify({ base, date: new Date().toISOString(), results }, null, 2)}\n`,
    );
  }
  const failed = results.filter((result) => result.failures.length);
  if (failed.length) {
    console.log(`\n${failed.length} of ${results.length} page(s) miss their targets:`);
    for (const result of failed) {
      console.log(`  ${result.path}`);
      for (const failure of result.failures) console.log(`    - ${failure}`);
    }
    if (!values["no-fail"]) process.exitCode = 1;
  } else {
    console.log(`\nAll ${results.length} page(s) meet their targets.`);
  }
}

await main();
