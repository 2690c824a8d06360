import { Typography } from "@mui/material";
import { type PlanData, SEEDED_PLANS } from "@tempus/contract/plans";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/**
 * The plans as the public pages show them: the seeded plans at build time
 * (/site.js refreshes the prices from the API in the browser, by the card's
 * `data-plan-name` and the price's `data-plan-price`), ordered as sold.
 */
export function sitePlans(): PlanData[] {
  return [...SEEDED_PLANS].sort((a, b) => a.sort_order - b.sort_order);
}

/** The plans a public page shows (sitePlans, for a component). */
export function usePlans(): PlanData[] {
  return sitePlans();
}

/**
 * The plans' texts in a language: `pricing:planTexts` maps each English
 * description and feature of the plans (the data file, or the database) to its
 * wording; a text without one shows as the plan has it. English maps each text
 * to itself (test/site/plans.test.tsx holds both languages to the data file),
 * so the data the billing sells is the one source of what each plan includes.
 */
export function planTranslator(dictionary: unknown): (text: string) => string {
  const words =
    dictionary !== null && typeof dictionary === "object" && !Array.isArray(dictionary)
      ? (dictionary as Record<string, unknown>)
      : {};
  return (text) => {
    const translated = Object.hasOwn(words, text) ? words[text] : undefined;
    return typeof translated === "string" ? translated : text;
  };
}

/**
 * A plan's name, description and features in the language of `t` (the
 * `pricing` namespace): the plan's own texts, translated text by text where
 * the language has a wording for them (else the plan's English, as for a plan
 * added in the database).
 */
export function planText(t: TFunction, plan: Pick<PlanData, "name" | "description" | "features">) {
  const translate = planTranslator(t("pricing:planTexts", { returnObjects: true }));
  return {
    name: plan.name,
    description: translate(plan.description),
    features: plan.features.map(translate),
  };
}

/** A plan's texts in the page's language; the data file's English where there is no translation. */
export function usePlanText(plan: PlanData) {
  const { t } = useTranslation("pricing");
  return planText(t, plan);
}

/** "€6.00 per user and month" in the page's language. */
export function PlanPrice({ plan }: { plan: PlanData }) {
  const { t, i18n } = useTranslation("pricing");
  const price = new Intl.NumberFormat(i18n.language, {
    style: "currency",
    currency: plan.currency,
  }).format(Number(plan.price_per_user));
  return (
    <Typography component="p" sx={{ my: 1.5 }}>
      <Typography
        component="span"
        data-plan-price=""
        sx={{ fontSize: "2.25rem", fontWeight: 800, color: "text.primary" }}
      >
        {price}
      </Typography>{" "}
      <Typography component="span" color="text.secondary">
        {t("perUserMonth")}
      </Typography>
    </Typography>
  );
}
