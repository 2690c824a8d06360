import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useActivePeriod, usePlans } from "./api.ts";
import { useBillingFormat } from "./format.ts";
import { usePlanTexts } from "./plan-text.ts";

/** Plan, users and period end at a glance, with the way to change them. */
export function SubscriptionSummary() {
  const { t } = useTranslation("company");
  const period = useActivePeriod();
  const plans = usePlans();
  const { day } = useBillingFormat();
  const textOf = usePlanTexts();
  const plan = plans.data?.find((entry) => entry.id === period.data?.subscription_type);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h3" component="h2">
            {t("billing.summaryTitle")}
          </Typography>
          <Typography data-testid="subscription-summary">
            {period.data && plan
              ? t("billing.summary", {
                  plan: textOf(plan).name,
                  users: t("billing.userCount", { count: period.data.amount_of_users }),
                  end: day(period.data.end_date),
                })
              : t("billing.none")}
          </Typography>
          <Button
            component={Link}
            to="/app/legal/changesubscription"
            sx={{ alignSelf: "flex-start" }}
          >
            {t("billing.manage")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
