import type { SubscriptionType } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { planText } from "../../components/site/plans.tsx";

/**
 * A plan's name, description and features in the user's language: the plans
 * come from the database, so they are translated by name (the public pricing
 * page's texts), with the plan's own English for a plan without a translation.
 */
export function usePlanTexts() {
  const { t } = useTranslation(["company", "pricing"]);
  return (plan: Pick<SubscriptionType, "name" | "description" | "features">) => planText(t, plan);
}
