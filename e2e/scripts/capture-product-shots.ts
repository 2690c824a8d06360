/**
 * The pictures of the product on the public site (components/site/product-shot.tsx):
 * real screenshots of the built app, in every language of the site, with a week
 * of a small studio's time. Run after `npm run build`:
 *   npm run capture:shots -w e2e [-- fr,nl]
 * It writes apps/web/public/site/<view>-<language>-<width>.webp (committed).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { SITE_LANGUAGES, type SiteLanguage } from "../../apps/web/app/site/pages.ts";
import { apiClient } from "../helpers/api.ts";
import { launchBrowser } from "../helpers/browser.ts";
import { linkIn, startMailbox } from "../helpers/mailbox.ts";
import { repoRoot } from "../helpers/paths.ts";
import { startServer } from "../helpers/server.ts";

const OUTPUT = join(repoRoot, "apps/web/public/site");
const VIEWS = {
  dashboard: "/app",
  timelogs: "/app/project-time/timelog",
} as const;
const WIDTHS = [1280, 640];
/** The browser locale each site language's pictures are taken in. */
const LOCALES: Record<SiteLanguage, string> = {
  en: "en-US",
  de: "de-DE",
  fr: "fr-FR",
  nl: "nl-NL",
};
/** Every site language, or those named (`-- fr,nl` takes only the French and Dutch pictures). */
const LANGUAGES = SITE_LANGUAGES.filter(
  (language) => !process.argv[2] || process.argv[2].split(",").includes(language),
);

/** Monday of this week (UTC) plus `days` and `hours`. */
function thisWeek(days: number, hours: number, minutes = 0): string {
  const now = new Date();
  const monday = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate() - ((now.getUTCDay() + 6) % 7),
  );
  return new Date(monday + ((days * 24 + hours) * 60 + minutes) * 60_000).toISOString();
}

async function seed(baseUrl: string, mailbox: Awaited<ReturnType<typeof startMailbox>>) {
  const api = apiClient(baseUrl);
  const tokens = await api.signUp("mara", "a-long-studio-passphrase");
  // A verified address, as a real user's would be (no reminder on the pictures).
  await api.call("POST", "/usermanagement/create_and_send_email_verification/", {});
  const link = linkIn(await mailbox.latestTo("mara@example.com"), "/verify-email-token");
  await api.call("POST", "/usermanagement/verify_email_token/", {
    email_verification_token: link.searchParams.get("token"),
    email: link.searchParams.get("email"),
  });
  const me = await api.call("GET", "/auth/users/me/");
  await api.call("PATCH", `/masterdata/company-info/${me.company}/`, {
    name: "Nordlicht Studio",
    setup_completed: true,
    timezone: "UTC",
  });
  const debtors = {
    harbor: await api.call("POST", "/projectmanagement/debtor/", { name: "Harbor Logistics" }),
    bakery: await api.call("POST", "/projectmanagement/debtor/", { name: "Bäckerei Krume" }),
    museum: await api.call("POST", "/projectmanagement/debtor/", { name: "City Museum" }),
  };
  const projects = {
    portal: await api.call("POST", "/projectmanagement/project/", {
      name: "Customer portal",
      debtor: debtors.harbor.id,
      budget_hours: "120",
    }),
    shop: await api.call("POST", "/projectmanagement/project/", {
      name: "Online shop",
      debtor: debtors.bakery.id,
      budget_hours: "40",
    }),
    exhibition: await api.call("POST", "/projectmanagement/project/", {
      name: "Exhibition app",
      debtor: debtors.museum.id,
    }),
  };
  const design = await api.call("POST", "/projectmanagement/activity/", { name: "Design" });
  const development = await api.call("POST", "/projectmanagement/activity/", {
    name: "Development",
  });
  const meeting = await api.call("POST", "/projectmanagement/activity/", { name: "Meeting" });
  await api.call("POST", "/projectmanagement/hourly-rate-rule/", {
    rate_type: "hourly",
    rate: "95",
  });
  await api.call("POST", "/projectmanagement/hourly-rate-rule/", {
    activity: design.id,
    rate_type: "hourly",
    rate: "110",
  });
  const days = [
    [projects.portal, development, 8, 0, 3, 30, "API for shipment tracking"],
    [projects.shop, design, 13, 0, 2, 0, "Product page layout"],
    [projects.portal, meeting, 9, 0, 1, 0, "Sprint planning with Harbor"],
    [projects.exhibition, design, 10, 30, 4, 0, "Floor plan screens"],
    [projects.portal, development, 8, 30, 5, 15, "Customs documents upload"],
    [projects.shop, development, 14, 0, 2, 30, "Checkout with pick-up times"],
    [projects.exhibition, development, 9, 0, 3, 45, "Audio guide player"],
  ] as const;
  for (const [
    index,
    [project, activity, hour, minute, hours, extra, description],
  ] of days.entries()) {
    const day = Math.floor(index / 2) + (index === days.length - 1 ? 1 : 0);
    const start = thisWeek(day, hour, minute);
    const end = new Date(Date.parse(start) + (hours * 60 + extra) * 60_000).toISOString();
    await api.call("POST", "/projectmanagement/timelog/", {
      project: project.id,
      activity: activity.id,
      start,
      end,
      description,
    });
  }
  await api.call("POST", "/projectmanagement/timelog/start/", {
    project: projects.exhibition.id,
    activity: development.id,
    description: "Visitor feedback form",
  });
  return { api, tokens };
}

async function main() {
  mkdirSync(OUTPUT, { recursive: true });
  const mailbox = await startMailbox();
  const server = await startServer({ SMTP_URL: mailbox.url });
  const browser = await launchBrowser();
  try {
    const { api, tokens } = await seed(server.baseUrl, mailbox);
    for (const language of LANGUAGES) {
      await api.call("PATCH", "/auth/users/me/", { language_preference: language });
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        locale: LOCALES[language],
        timezoneId: "UTC",
      });
      await context.addCookies([
        { name: "cookieConsent", value: "necessary", url: server.baseUrl },
        { name: "preferredLanguage", value: language, url: server.baseUrl },
        {
          name: "jwtToken",
          value: encodeURIComponent(JSON.stringify(tokens)),
          url: server.baseUrl,
        },
      ]);
      const page = await context.newPage();
      for (const [view, path] of Object.entries(VIEWS)) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(1500);
        const png = await page.screenshot({ type: "png" });
        for (const width of WIDTHS) {
          await sharp(png)
            .resize({ width })
            .webp({ quality: 80 })
            .toFile(join(OUTPUT, `${view}-${language}-${width}.webp`));
        }
        console.log(`captured ${view} in ${language}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    await mailbox.close();
  }
}

await main();
