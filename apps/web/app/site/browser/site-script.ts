/**
 * `/site.js`: the only script of the public pages that ship no React (bundled
 * on its own at build time by scripts/site-assets.ts, a few hundred bytes).
 * Everything it does is an enhancement: without it the pages read and link fine.
 * - the cookie banner: shown until the visitor chooses, the choice kept a year;
 * - the language links: the chosen language is remembered (the server sends a
 *   visitor whose cookie says German to the German page);
 * - the header menu (a <details>): closes on Escape and on a click elsewhere;
 * - the pricing page: its pre-rendered plans refreshed from the API;
 * - the contact form: sent as JSON, the server's messages shown at their fields
 *   (without a script the browser posts the form and the server redirects back).
 */
import {
  COOKIE_CONSENT_COOKIE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
} from "@tempus/contract/constants";

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

interface Plan {
  name: string;
  price_per_user: string;
  currency: string;
}

/** Prices as the pre-rendered page shows them, from the plans the server sells now. */
async function refreshPlans(): Promise<void> {
  const cards = document.querySelectorAll<HTMLElement>("[data-plan-name]");
  if (cards.length === 0) return;
  const response = await fetch("/api/billing/subscription-type/?page_size=1000", {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) return;
  const { results } = (await response.json()) as { results: Plan[] };
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
  const messages = form.dataset;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const errorOf = (name: string) => form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    for (const element of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
      element.textContent = "";
    }
    for (const field of form.querySelectorAll("[aria-invalid]"))
      field.removeAttribute("aria-invalid");
    const body = Object.fromEntries(
      [...new FormData(form)].filter(([name]) => name !== "language"),
    );
    if (submit) {
      submit.disabled = true;
      submit.setAttribute("aria-busy", "true");
    }
    try {
      const response = await fetch(form.action, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      if (response.status === 201) {
        form.reset();
        showBanner("sent");
        return;
      }
      const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.status === 400) {
        let first: HTMLElement | null = null;
        for (const [name, value] of Object.entries(payload)) {
          const text = Array.isArray(value) ? value.join(" ") : String(value);
          const target = errorOf(name) ?? errorOf("non_field_errors");
          if (target) target.textContent = text;
          const field = form.elements.namedItem(name);
          if (field instanceof HTMLElement) {
            field.setAttribute("aria-invalid", "true");
            first ??= field;
          }
        }
        showBanner("failed");
        first?.focus();
        return;
      }
      const detail = typeof payload.detail === "string" ? payload.detail : undefined;
      const general = errorOf("non_field_errors");
      if (general) {
        general.textContent =
          response.status === 429
            ? (messages.messageThrottled ?? detail ?? "")
            : (detail ?? messages.messageUnexpected ?? "");
      }
      showBanner("failed");
    } catch {
      const general = errorOf("non_field_errors");
      if (general) general.textContent = messages.messageUnexpected ?? "";
      showBanner("failed");
    } finally {
      if (submit) {
        submit.disabled = false;
        submit.removeAttribute("aria-busy");
      }
    }
  });
}

setUpCookieBanner();
setUpContactForm();
rememberLanguageChoice();
setUpMenus();
void refreshPlans().catch(() => undefined);
