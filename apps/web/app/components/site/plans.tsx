import { Typography } from "@mui/material";
import { type PlanData, SEEDED_PLANS } from "@tempus/contract/plans";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/**
 * The plans as the public pages show them: the seeded plans at build time
 * (/site.js refreshes the prices from the API in the browser, by the card's
 * `data-plan-name` and the price's `data-plan-price`), ordered as sold.
 */
export function usePlans(): PlanData[] {
  return [...SEEDED_PLANS].sort((a, b) => a.sort_order - b.sort_order);
}

/**
 * A plan's name, description and features in the language of `t` (the
 * `pricing` namespace), by the plan's name; the plan's own English where
 * there is no translation (a plan added in the database).
 */
export function planText(t: TFunction, plan: Pick<PlanData, "name" | "description" | "features">) {
  const key = `pricing:plans.${plan.name}`;
  const translated = t(`${key}.features`, { returnObjects: true }) as unknown;
  return {
    name: t(`${key}.name`, { defaultValue: plan.name }),
    description: t(`${key}.description`, { defaultValue: plan.description }),
    features: Array.isArray(translated) ? (translated as string[]) : plan.features,
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
