import { Typography } from "@mui/material";
import { type PlanData, SEEDED_PLANS } from "@tempus/contract/plans";
import { useTranslation } from "react-i18next";

/**
 * The plans as the public pages show them: the seeded plans at build time
 * (/site.js refreshes the prices from the API in the browser, by the card's
 * `data-plan-name` and the price's `data-plan-price`), ordered as sold.
 */
export function usePlans(): PlanData[] {
  return [...SEEDED_PLANS].sort((a, b) => a.sort_order - b.sort_order);
}

/** A plan's texts in the page's language; the data file's English where there is no translation. */
export function usePlanText(plan: PlanData) {
  const { t } = useTranslation("pricing");
  const key = `plans.${plan.name}`;
  return {
    description: t(`${key}.description`, { defaultValue: plan.description }),
    features: (() => {
      const translated = t(`${key}.features`, { returnObjects: true }) as unknown;
      return Array.isArray(translated) ? (translated as string[]) : plan.features;
    })(),
  };
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
