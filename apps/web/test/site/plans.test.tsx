import type { Language, SubscriptionType } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { SEEDED_PLANS } from "@tempus/contract/plans";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { planTranslator, sitePlans } from "../../app/components/site/plans.tsx";
import { SetupWizard } from "../../app/features/masterdata/setup-wizard.tsx";
import { clearTokens } from "../../app/lib/session.ts";
import germanPricing from "../../app/locales/de/pricing.json" with { type: "json" };
import englishPricing from "../../app/locales/en/pricing.json" with { type: "json" };
import Pricing from "../../app/routes/website/pricing.tsx";
import { answer, fakeServer } from "../fake-server.ts";
import { user } from "../features/account-fixtures.ts";
import { company, signIn } from "../features/invoicing/fixtures.tsx";
import { fullPage } from "../features/timelogs/fixtures.ts";
import { renderWithApp } from "../render.tsx";

const { companyInfo, currency, subscriptionType, billingPeriod } = endpoints;

/** The plans as the server serves them: seeded from the same data file, ordered by sort_order. */
const served: SubscriptionType[] = [...SEEDED_PLANS]
  .sort((a, b) => a.sort_order - b.sort_order)
  .map((plan, index) => ({
    ...plan,
    features: [...plan.features],
    id: index + 1,
    is_active: true,
  }));

/** What a plan card of the wizard shows: its features, and all its text. */
interface ShownPlan {
  features: string[];
  text: string;
}

const itemsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");

/** The plan cards of the pre-rendered pricing page, by plan name, in their order. */
async function pricingPage(language: Language) {
  const { container, i18n } = await renderWithApp(<Pricing />, { language });
  const cards = [...container.querySelectorAll<HTMLElement>("[data-plan-name]")];
  const shown = cards.map((card) => ({
    name: card.dataset.planName ?? "",
    price: card.querySelector("[data-plan-price]")?.textContent ?? "",
    features: itemsOf(card),
    text: card.textContent ?? "",
  }));
  cleanup();
  return { shown, t: i18n.t };
}

/** The plan cards of the set-up wizard's plan step, with the server answering `served`. */
async function wizardPlans(language: Language): Promise<Map<string, ShownPlan>> {
  fakeServer({
    "/api/masterdata/company-info/": () =>
      answer(companyInfo.list, fullPage([company({ setup_completed: false })])),
    "/api/masterdata/currency/": () => answer(currency.list, fullPage([])),
    "/api/billing/subscription-type/": () => answer(subscriptionType.list, fullPage(served)),
    "/api/billing/billing-period/": () => answer(billingPeriod.list, fullPage([])),
  });
  // The plan step, as a set-up that reached it resumes.
  window.localStorage.setItem("tempus.setupStep.1", "2");
  await renderWithApp(<SetupWizard user={user()} />, { language });
  await screen.findByTestId(`plan-${served[0]?.name}`);
  const shown = new Map<string, ShownPlan>();
  for (const plan of served) {
    const card = screen.getByTestId(`plan-${plan.name}`);
    shown.set(plan.name, { features: itemsOf(card), text: card.textContent ?? "" });
  }
  cleanup();
  return shown;
}

describe("the plans on the pricing page and in the set-up wizard", () => {
  beforeEach(() => {
    signIn();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTokens();
  });

  it.each(["en", "de"] as const)(
    "are the billing's plans, with the same prices, limits and features (%s)",
    async (language) => {
      const plans = sitePlans();
      expect(plans.map((plan) => plan.name)).toEqual(served.map((plan) => plan.name));
      const { shown, t } = await pricingPage(language);
      const wizard = await wizardPlans(language);
      const translate = planTranslator(
        language === "de" ? germanPricing.planTexts : englishPricing.planTexts,
      );

      expect(shown.map((card) => card.name)).toEqual(plans.map((plan) => plan.name));
      for (const [index, plan] of plans.entries()) {
        const page = shown[index];
        const setup = wizard.get(plan.name);
        if (!page || !setup) throw new Error(`${plan.name} missing`);
        const price = new Intl.NumberFormat(language, {
          style: "currency",
          currency: plan.currency,
        }).format(Number(plan.price_per_user));
        const features = plan.features.map(translate);

        expect(page.price).toBe(price);
        expect(setup.text).toContain(price);
        expect(page.text).toContain(translate(plan.description));
        expect(setup.text).toContain(translate(plan.description));
        expect(page.features).toEqual(features);
        expect(setup.features).toEqual(features);
        if (plan.max_users === null) {
          expect(page.text).toContain(t("pricing:unlimitedUsers"));
        } else {
          expect(page.text).toContain(t("pricing:maxUsers", { count: plan.max_users }));
          expect(setup.text).toContain(t("company:billing.maxUsers", { count: plan.max_users }));
        }
      }
    },
  );

  it("are shown as the data has them: English word for word, German with a wording for each text", () => {
    const texts = [
      ...new Set(SEEDED_PLANS.flatMap((plan) => [plan.description, ...plan.features])),
    ];
    // English keeps the data's texts (the keys are there for the translations to follow them).
    expect(englishPricing.planTexts).toEqual(Object.fromEntries(texts.map((text) => [text, text])));
    const german = germanPricing.planTexts as Record<string, string>;
    expect(Object.keys(german).sort()).toEqual([...texts].sort());
    for (const text of texts) expect(german[text]?.trim()).toBeTruthy();
  });

  it("offer invoices in every plan, as the server does (its invoicing checks roles, not plans)", () => {
    const [cheapest, ...others] = sitePlans();
    expect(cheapest?.features.filter((feature) => /invoice/i.test(feature))).toHaveLength(1);
    for (const plan of others) {
      expect(plan.features.filter((feature) => /invoice/i.test(feature))).toEqual([]);
    }
  });
});
