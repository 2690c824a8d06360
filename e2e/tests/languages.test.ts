import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { desktop, launchBrowser } from "../helpers/browser.ts";
import { linkIn, startMailbox } from "../helpers/mailbox.ts";
import { repoRoot } from "../helpers/paths.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const PASSWORD = "a-multilingual-journey-passphrase";

type Language = "de" | "fr" | "nl";

/** A text of the web app's locale files (apps/web/app/locales/<language>/<namespace>.json). */
function ui(
  language: Language,
  namespace: string,
  key: string,
  values: Record<string, string> = {},
) {
  const file = join(repoRoot, "apps/web/app/locales", language, `${namespace}.json`);
  let text: unknown = JSON.parse(readFileSync(file, "utf8"));
  for (const part of key.split(".")) text = (text as Record<string, unknown>)[part];
  if (typeof text !== "string") throw new Error(`no text ${language}/${namespace}:${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * What the server writes in each language (apps/server/src/mail/templates.ts, the catalogue in
 * apps/server/src/i18n/catalogue/, apps/server/src/modules/time/export-labels.ts), as a person
 * reads it there.
 */
const SERVER_TEXTS: Record<
  Language,
  {
    locale: string;
    verificationSubject: string;
    invitationSubject: (inviter: string, company: string) => string;
    /** "user with this email address already exists." (ACCOUNT_MESSAGES.emailTaken) */
    emailTaken: string;
    csvHeader: string;
    yesNo: [string, string];
  }
> = {
  de: {
    locale: "de-DE",
    verificationSubject: "Bestätige deine E-Mail-Adresse für Tempus",
    invitationSubject: (inviter, company) => `${inviter} lädt dich zu ${company} bei Tempus ein`,
    emailTaken: "Benutzer mit diesem E-Mail-Adresse existiert bereits.",
    csvHeader:
      "Datum;Beginn;Ende;Stunden;Dauer;Benutzer;E-Mail;Debitor;Projekt;Tätigkeit;Beschreibung;Abrechenbar;Satz;Betrag;Währung;Abgerechnet;Tags",
    yesNo: ["ja", "nein"],
  },
  fr: {
    locale: "fr-FR",
    verificationSubject: "Confirmez votre adresse e-mail pour Tempus",
    invitationSubject: (inviter, company) =>
      `${inviter} vous invite à rejoindre ${company} sur Tempus`,
    emailTaken: "Un objet utilisateur avec ce champ adresse électronique existe déjà.",
    csvHeader:
      "Date;Début;Fin;Heures;Durée;Utilisateur;E-mail;Client;Projet;Activité;Description;Facturable;Taux;Montant;Devise;Facturé;Étiquettes",
    yesNo: ["oui", "non"],
  },
  nl: {
    locale: "nl-NL",
    verificationSubject: "Bevestig je e-mailadres voor Tempus",
    invitationSubject: (inviter, company) => `${inviter} nodigt je uit voor ${company} op Tempus`,
    emailTaken: "Er bestaat al een gebruiker met eenzelfde e-mailadres.",
    csvHeader:
      "Datum;Begin;Einde;Uren;Duur;Gebruiker;E-mail;Debiteur;Project;Activiteit;Omschrijving;Declarabel;Tarief;Bedrag;Valuta;Gefactureerd;Tags",
    yesNo: ["ja", "nee"],
  },
};

const LANGUAGES: [Language, string][] = [
  ["de", "German"],
  ["fr", "French"],
  ["nl", "Dutch"],
];

const VIEWPORTS: [string, BrowserContextOptions][] = [
  ["desktop", { viewport: desktop.viewport }],
  ["phone", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
];

interface Tokens {
  access: string;
  refresh: string;
}

/**
 * A freelancer signs up on the site in their language and works in it: a rate and a duration
 * typed with decimal commas, the server's own refusal shown in the language, the CSV a local
 * spreadsheet reads, and an invitation that opens the site in the same language.
 */
describe("the product in German, French and Dutch", () => {
  let server: RunningServer;
  let browser: Browser;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    [server, browser] = await Promise.all([
      startServer({ SMTP_URL: mailbox.url }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  /** The API as the signed-in user (set-up the journey is not about, and checks). */
  const apiAs = (tokens: Tokens) => async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${tokens.access}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };

  const tokensOf = async (context: BrowserContext): Promise<Tokens> =>
    JSON.parse(
      decodeURIComponent(
        (await context.cookies()).find((cookie) => cookie.name === "jwtToken")?.value ?? "{}",
      ),
    );

  /** A dialog once it has faded in. */
  const shown = async (page: Page, name: string) => {
    const dialog = page.getByRole("dialog", { name });
    await expect
      .poll(() =>
        dialog.evaluate(
          (element) => getComputedStyle(element.closest(".MuiDialog-container") ?? element).opacity,
        ),
      )
      .toBe("1");
    return dialog;
  };

  describe.each(LANGUAGES)("in %s", (language) => {
    const texts = SERVER_TEXTS[language];
    const t = (namespace: string, key: string, values?: Record<string, string>) =>
      ui(language, namespace, key, values);

    it.each(VIEWPORTS)(
      "signs up, prices time typed with commas, exports it and invites a colleague (%s)",
      async (viewportName, viewport) => {
        const username = `lena_${language}_${viewportName}`;
        const email = `lena.${language}.${viewportName}@example.com`;
        const companyName = `Atelier ${language.toUpperCase()} ${viewportName}`;
        const colleague = `kim.${language}.${viewportName}@example.com`;
        const context = await browser.newContext({
          ...viewport,
          locale: texts.locale,
          timezoneId: "UTC",
        });
        await context.addCookies([
          { name: "cookieConsent", value: "necessary", url: server.baseUrl },
        ]);
        const page = await context.newPage();
        page.setDefaultTimeout(10_000);

        // 1. The site's sign-up page in the language; the mail comes in it; the account speaks it.
        await page.goto(`${server.baseUrl}/${language}/signup`);
        expect(await page.locator("html").getAttribute("lang")).toBe(language);
        await page.getByLabel(t("accounts", "fields.username"), { exact: true }).fill(username);
        await page.getByLabel(t("accounts", "fields.email"), { exact: true }).fill(email);
        await page.getByLabel(t("accounts", "fields.password"), { exact: true }).fill(PASSWORD);
        await page.getByLabel(t("accounts", "fields.rePassword"), { exact: true }).fill(PASSWORD);
        await page
          .getByRole("button", { name: t("accounts", "signup.submit"), exact: true })
          .click();
        await page.waitForURL("**/app/legal/verifyemail");
        await expect
          .poll(() => page.getByRole("heading", { level: 1 }).textContent())
          .toBe(t("accounts", "verifyNotice.title"));

        const verification = await mailbox.latestTo(email);
        expect(verification.subject).toBe(texts.verificationSubject);
        const tokens = await tokensOf(context);
        const api = apiAs(tokens);
        const me = await api("GET", "/auth/users/me/");
        expect(me.language_preference).toBe(language);

        // Set-up the journey is not about: the company's wizard done, a project, three seats.
        await api("PATCH", `/masterdata/company-info/${me.company}/`, {
          name: companyName,
          setup_completed: true,
          timezone: "UTC",
        });
        const debtor = await api("POST", "/projectmanagement/debtor/", { name: "Globex" });
        const project = await api("POST", "/projectmanagement/project/", {
          name: "Relaunch",
          debtor: debtor.id,
        });
        const plans = await api("GET", "/billing/subscription-type/");
        await api("POST", "/billing/initialize-subscription/", {
          subscription_type: plans.results.find((plan: { name: string }) => plan.name === "Team")
            .id,
          amount_of_users: 3,
        });

        const link = linkIn(verification, "/verify-email-token");
        await page.goto(`${server.baseUrl}${link.pathname}${link.search}`);
        await expect
          .poll(() => page.getByRole("alert").first().textContent())
          .toBe(t("accounts", "verifyToken.verified", { email }));
        await page.getByRole("link", { name: t("accounts", "verifyToken.toApp") }).click();
        await page.waitForURL(/\/app$/);
        await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(language);

        // 2. An hourly rate typed the language's way.
        await page.goto(`${server.baseUrl}/app/project-time/activities`);
        const rate = page.getByRole("textbox", { name: t("projects", "rules.rate"), exact: true });
        await rate.fill("95,00");
        await page.getByRole("button", { name: t("projects", "rules.add"), exact: true }).click();
        await expect
          .poll(async () =>
            (await api("GET", "/projectmanagement/hourly-rate-rule/")).results.map(
              (rule: { rate: string; rate_type: string }) => [rule.rate_type, rule.rate],
            ),
          )
          .toEqual([["hourly", "95.00"]]);
        // Shown back as the language writes it, as the rule's edit dialog does ("95,00").
        const ruleRow = page.getByTestId("rules").getByRole("row").nth(1);
        await expect.poll(() => ruleRow.textContent()).toContain(t("projects", "rules.any"));
        expect(await ruleRow.textContent()).toContain("95,00");

        // 3. An entry of one and a half hours, typed "1,5".
        await page.goto(`${server.baseUrl}/app/project-time/timelog`);
        await page.getByRole("button", { name: t("time", "entry.open"), exact: true }).click();
        const dialog = await shown(page, t("time", "entry.title"));
        const picker = dialog.getByLabel(t("time", "timerBar.project"), { exact: true });
        await picker.click();
        await picker.fill("Relaunch");
        await page.getByRole("option", { name: "Relaunch", exact: true }).click();
        const description = `${language}-${viewportName}`;
        await dialog.getByLabel(t("time", "fields.description"), { exact: true }).fill(description);
        await dialog.getByLabel(t("time", "fields.start"), { exact: true }).fill("9");
        await dialog.getByLabel(t("time", "detail.duration"), { exact: true }).fill("1,5");
        await expect
          .poll(() => dialog.getByTestId("entry-summary").textContent())
          .toMatch(/\(1:30 [hu]\)$/);
        await dialog.getByRole("button", { name: t("time", "entry.add"), exact: true }).click();
        await expect.poll(() => dialog.count()).toBe(0);
        await expect
          .poll(async () =>
            (await api("GET", "/projectmanagement/timelog/")).results.map(
              (log: {
                project: number;
                duration_seconds: number;
                amount: string;
                description: string;
              }) => [log.project, log.description, log.duration_seconds / 60, log.amount],
            ),
          )
          .toEqual([[project.id, description, 90, "142.50"]]);
        const [log] = (await api("GET", "/projectmanagement/timelog/")).results;
        await expect
          .poll(() => page.getByTestId("timelog-amount").textContent())
          .toContain("142,50");

        // 5. The list as CSV: the language's spreadsheets read semicolons and decimal commas.
        await expect
          .poll(() => page.getByTestId("timelog-row").filter({ hasText: description }).count())
          .toBe(1);
        expect(
          await page
            .getByRole("combobox", { name: t("time", "export.csvStyle"), exact: true })
            .textContent(),
        ).toBe(t("time", "export.csvStyles.semicolon"));
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("button", { name: "CSV", exact: true }).click(),
        ]);
        const csv = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
        const [yes, no] = texts.yesNo;
        expect(csv.split("\r\n")).toEqual([
          texts.csvHeader,
          [
            new Date().toISOString().slice(0, 10),
            "09:00",
            "10:30",
            "1,50",
            "1:30",
            username,
            email,
            "Globex",
            "Relaunch",
            "",
            description,
            yes,
            "95,00",
            "142,50",
            log.currency,
            no,
            // No tags on this log.
            "",
          ].join(";"),
          "",
        ]);
        await expectNoAxeViolations(page);

        // 4. The server's refusal, in the language: an address that already has an account.
        await page.goto(`${server.baseUrl}/app/settings`);
        await page
          .getByRole("tab", { name: t("accounts", "settings.members"), exact: true })
          .click();
        await page.waitForURL("**/app/settings?tab=members");
        const address = page.getByLabel(t("company", "team.inviteEmail"), { exact: true });
        const invite = page.getByRole("button", { name: t("company", "team.invite"), exact: true });
        await address.fill(email);
        const [refusal] = await Promise.all([
          page.waitForResponse(
            (response) =>
              response.url().endsWith("/api/usermanagement/invitation/") &&
              response.request().method() === "POST",
          ),
          invite.click(),
        ]);
        expect(refusal.status()).toBe(400);
        expect(await refusal.json()).toEqual({ email: [texts.emailTaken] });
        await expect
          .poll(() => page.locator("#email-helper-text").textContent())
          .toBe(texts.emailTaken);
        expect(await address.getAttribute("aria-invalid")).toBe("true");

        // 6. A colleague invited: the mail in the language, its link to the site's page in it.
        await address.fill(colleague);
        await invite.click();
        const invitation = await mailbox.latestTo(colleague);
        expect(invitation.subject).toBe(texts.invitationSubject(username, companyName));
        const signup = linkIn(invitation, "/signup");
        expect(signup.pathname).toBe(`/${language}/signup`);
        expect(signup.searchParams.get("email")).toBe(colleague);
        await expect
          .poll(() => page.getByRole("cell", { name: colleague, exact: true }).count())
          .toBe(1);

        // The colleague's browser speaks English: the link decides the language.
        const invited = await browser.newContext({ ...viewport, locale: "en-US" });
        await invited.addCookies([
          { name: "cookieConsent", value: "necessary", url: server.baseUrl },
        ]);
        const other = await invited.newPage();
        await other.goto(signup.toString().replace(signup.origin, server.baseUrl));
        expect(await other.locator("html").getAttribute("lang")).toBe(language);
        await expect
          .poll(() => other.getByRole("heading", { level: 1 }).textContent())
          .toBe(t("accounts", "signup.invitedCompanyTitle", { company: companyName }));
        const colleagueAddress = other.getByLabel(t("accounts", "fields.email"), { exact: true });
        expect(await colleagueAddress.inputValue()).toBe(colleague);
        expect(
          await other.getByLabel(t("accounts", "fields.username"), { exact: true }).count(),
        ).toBe(1);
        expect(
          await other
            .getByRole("button", { name: t("accounts", "signup.submit"), exact: true })
            .count(),
        ).toBe(1);
        await invited.close();
        await context.close();
      },
      120_000,
    );
  });
});
