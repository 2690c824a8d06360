import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from "@mui/material";
import type { SubscriptionType } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/i18n.ts";
import { usePlanTexts } from "./plan-text.ts";

/**
 * The plans as cards in the user's language; `current` marks one, `onChoose`
 * picks one (without it, or while `disabled`, the cards offer no action).
 */
export function PlanPicker({
  plans,
  current,
  next,
  actionLabel,
  onChoose,
  disabled = false,
}: {
  plans: SubscriptionType[];
  current?: number;
  next?: number | null;
  actionLabel: string;
  onChoose?: (plan: SubscriptionType) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation("company");
  const textOf = usePlanTexts();
  const price = (plan: SubscriptionType) =>
    formatMoney(i18n.language, plan.price_per_user, plan.currency);
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" } }}>
      {plans.map((plan) => {
        const text = textOf(plan);
        return (
          <Card
            key={plan.id}
            variant="outlined"
            data-testid={`plan-${plan.name}`}
            sx={{
              display: "flex",
              flexDirection: "column",
              borderColor: plan.id === current ? "primary.main" : undefined,
            }}
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="h3" component="h3">
                {text.name}{" "}
                {plan.id === current && (
                  <Chip size="small" color="primary" label={t("billing.current")} />
                )}
                {plan.id === next && <Chip size="small" label={t("billing.next")} sx={{ ml: 1 }} />}
              </Typography>
              <Typography variant="h6" component="p">
                {t("billing.pricePerUser", { price: price(plan) })}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {text.description}
              </Typography>
              {plan.max_users !== null && (
                <Typography variant="body2">
                  {t("billing.maxUsers", { count: plan.max_users })}
                </Typography>
              )}
              <Box component="ul" sx={{ pl: 2, my: 1 }}>
                {text.features.map((feature) => (
                  <li key={feature}>
                    <Typography variant="body2">{feature}</Typography>
                  </li>
                ))}
              </Box>
            </CardContent>
            {onChoose && (
              <CardActions>
                <Button
                  variant="contained"
                  disabled={disabled || (plan.id === current && next == null)}
                  onClick={() => onChoose(plan)}
                >
                  {actionLabel}
                </Button>
              </CardActions>
            )}
          </Card>
        );
      })}
    </Box>
  );
}
