/**
 * `/site.js`: the only script of the public pages that ship no React (bundled
 * on its own at build time by scripts/site-assets.ts, a few kilobytes).
 * Everything it does is an enhancement: without it the pages read and link fine.
 * - the cookie banner: shown until the visitor chooses, the choice kept a year;
 * - the language links: the chosen language is remembered (the server sends a
 *   visitor whose cookie says German to the German page);
 * - the header menu (a <details>): closes on Escape and on a click elsewhere;
 * - the pricing page: its pre-rendered plans refreshed from the API;
 * - the contact form: sent as JSON, the server's messages shown at their fields
 *   (without a script the browser posts the form and the server redirects back);
 * - log-in and sign-up (auth-forms.ts), and an alert carried over from the page
 *   before (lib/carried-alert.ts).
 */
import {
  ALERT_DISPLAY_MS,
  COOKIE_CONSENT_COOKIE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  SITE_LANGUAGES,
} from "@tempus/contract/constants";
import type { OutputOf } from "@tempus/contract/endpoint";
import { endpoints } from "@tempus/contract/endpoints";
import { takeCarriedAlert } from "../../lib/carried-alert.ts";
import { setUpAuthForms } from "./auth-forms.ts";
import { formValues, onSubmit, postJson, showErrors, showGeneralError } from "./forms.ts";

const CONSENT_DAYS = 365;

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

function writeCookie(name: string, value: string, days: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the one synchronous way without a framework
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${days * 86_400}; path=/; samesite=lax`;
}

function setUpCookieBanner(): void {
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner="static"]');
  if (!banner) return;
  const consent = readCookie(COOKIE_CONSENT_COOKIE);
  if (consent === "all" || consent === "necessary") return;
  banner.hidden = false;
  banner.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-consent]");
    const choice = button?.dataset.consent;
    if (choice !== "all" && choice !== "necessary") return;
    writeCookie(COOKIE_CONSENT_COOKIE, choice, CONSENT_DAYS);
    banner.hidden = true;
  });
}

function rememberLanguageChoice(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLElement>("a[data-language]");
    const language = link?.dataset.language;
    if (language) writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  });
}

/**
 * A first visit whose browser asks for another language the site is written in is offered this
 * page in it (the page stays: crawlers and shared links keep theirs). Closing the offer keeps
 * this page's language, as a choice.
 */
export function suggestLanguage(): void {
  if (readCookie(LANGUAGE_COOKIE)) return;
  const page = document.documentElement.lang || "en";
  const wanted = (navigator.languages ?? [navigator.language])
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .find((language) => (SITE_LANGUAGES as readonly string[]).includes(language));
  if (!wanted || wanted === page) return;
  const offer = document.querySelector<HTMLElement>(`[data-language-suggestion="${wanted}"]`);
  if (!offer) return;
  offer.hidden = false;
  offer.querySelector("[data-dismiss]")?.addEventListener("click", () => {
    writeCookie(LANGUAGE_COOKIE, page, LANGUAGE_COOKIE_DAYS);
    offer.hidden = true;
  });
}

function setUpMenus(): void {
  const menus = [...document.querySelectorAll<HTMLDetailsElement>("details[data-site-menu]")];
  if (menus.length === 0) return;
  const close = (menu: HTMLDetailsElement, focusSummary: boolean) => {
    if (!menu.open) return;
    menu.open = false;
    if (focusSummary) menu.querySelector("summary")?.focus();
  };
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") for (const menu of menus) close(menu, true);
  });
  document.addEventListener("click", (event) => {
    for (const menu of menus) if (!menu.contains(event.target as Node)) close(menu, false);
  });
}

/** Prices as the pre-rendered page shows them, from the plans the server sells now. */
async function refreshPlans(): Promise<void> {
  const cards = document.querySelectorAll<HTMLElement>("[data-plan-name]");
  if (cards.length === 0) return;
  const response = await fetch(`${endpoints.subscriptionType.list.path}?page_size=1000`, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) return;
  const { results } = (await response.json()) as OutputOf<typeof endpoints.subscriptionType.list>;
  const language = document.documentElement.lang || "en";
  for (const card of cards) {
    const plan = results.find((candidate) => candidate.name === card.dataset.planName);
    const price = card.querySelector<HTMLElement>("[data-plan-price]");
    if (!plan || !price) continue;
    price.textContent = new Intl.NumberFormat(language, {
      style: "currency",
      currency: plan.currency,
    }).format(Number(plan.price_per_user));
  }
}

/** Shows the banner the address names (`#sent`, `#failed`; CSS `:target` does the showing). */
function showBanner(id: string): void {
  if (location.hash === `#${id}`) document.getElementById(id)?.scrollIntoView();
  else location.hash = id;
}

function setUpContactForm(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-contact-form]");
  if (!form) return;
  onSubmit(form, async () => {
    const answer = await postJson(form.action, formValues(form, ["language"])).catch(() => null);
    if (!answer) {
      showGeneralError(form, form.dataset.messageUnexpected ?? "");
      showBanner("failed");
      return;
    }
    const { status, body } = answer;
    if (status === 201) {
      form.reset();
      showBanner("sent");
      return;
    }
    if (status === 400) {
      const first = showErrors(form, body);
      showBanner("failed");
      first?.focus();
      return;
    }
    const detail = typeof body.detail === "string" ? body.detail : undefined;
    showGeneralError(
      form,
      status === 429
        ? (form.dataset.messageThrottled ?? detail ?? "")
        : (detail ?? form.dataset.messageUnexpected ?? ""),
    );
    showBanner("failed");
  });
}

/** An alert carried over from the page before (after signing out: "Signed out"). */
function showCarriedAlert(): void {
  const region = document.querySelector<HTMLElement>("[data-carried-alert]");
  const alert = region ? takeCarriedAlert() : undefined;
  if (!region || !alert) return;
  const title = region.querySelector("[data-carried-alert-title]");
  const text = region.querySelector("[data-carried-alert-text]");
  if (title) title.textContent = alert.title;
  if (text) text.textContent = alert.text;
  region.hidden = false;
  setTimeout(() => {
    region.hidden = true;
  }, ALERT_DISPLAY_MS);
}

setUpCookieBanner();
setUpContactForm();
setUpAuthForms();
showCarriedAlert();
rememberLanguageChoice();
suggestLanguage();
setUpMenus();
void refreshPlans().catch(() => undefined);
