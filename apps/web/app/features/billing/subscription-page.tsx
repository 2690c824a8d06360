import {
  Alert,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { User } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { errorBody } from "../../lib/api-client.ts";
import {
  useActivePeriod,
  useChangeSubscription,
  usePeriods,
  usePlans,
  useStartSubscription,
} from "./api.ts";
import { CurrentPeriod } from "./current-period.tsx";
import { PlanPicker } from "./plan-picker.tsx";

/** /app/legal/changesubscription: the current period, user counts, plans and the history. */
export function SubscriptionPage({ user }: { user: User }) {
  const { t } = useTranslation("company");
  const isOwner = user.role === "owner";
  const { addAlert } = useAlerts();
  const period = useActivePeriod();
  const periods = usePeriods();
  const plans = usePlans();
  const changeSubscription = useChangeSubscription();
  const startSubscription = useStartSubscription();
  const [next, setNext] = useState<number | null>(null);

  if (period.isPending || plans.isPending) return <ListStatus state="loading" />;
  const choose = async (planId: number) => {
    try {
      if (period.data) {
        await changeSubscription.mutateAsync(planId);
        setNext(planId === period.data.subscription_type ? null : planId);
        addAlert({
          color: "success",
          title: t("billing.savedTitle"),
          text: t("billing.planChanged"),
        });
      } else {
        await startSubscription.mutateAsync(planId);
        addAlert({ color: "success", title: t("billing.savedTitle"), text: t("billing.started") });
      }
    } catch (error) {
      const body = errorBody(error);
      const message = Object.values(body).flat()[0];
      addAlert({
        color: "error",
        title: t("billing.failedTitle"),
        text: typeof message === "string" ? message : t("accounts:unexpected"),
      });
    }
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {t("billing.title")}
      </Typography>
      {period.data ? (
        <CurrentPeriod period={period.data} isOwner={isOwner} />
      ) : (
        <Alert severity="info">{t("billing.none")}</Alert>
      )}
      <Typography variant="h3" component="h2">
        {period.data ? t("billing.switchTitle") : t("billing.chooseTitle")}
      </Typography>
      <PlanPicker
        plans={plans.data ?? []}
        current={period.data?.subscription_type}
        next={next}
        actionLabel={period.data ? t("billing.switch") : t("billing.choose")}
        onChoose={(plan) => (isOwner ? void choose(plan.id) : undefined)}
      />
      <Typography variant="h3" component="h2">
        {t("billing.history")}
      </Typography>
      {(periods.data ?? []).length === 0 ? (
        <ListStatus state="empty" />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t("billing.period")}</TableCell>
              <TableCell>{t("billing.users")}</TableCell>
              <TableCell>{t("billing.amount")}</TableCell>
              <TableCell>{t("team.status")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(periods.data ?? []).map((entry) => (
              <TableRow key={entry.id} data-testid="period-row">
                <TableCell>
                  {entry.start_date} – {entry.end_date}
                </TableCell>
                <TableCell>{entry.amount_of_users}</TableCell>
                <TableCell>
                  {entry.total_amount} {entry.currency}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(
                      `billing.status.${entry.cancel_at_period_end && entry.status === "active" ? "cancelling" : entry.status}`,
                    )}
                    color={
                      entry.status === "active" && !entry.cancel_at_period_end
                        ? "success"
                        : "default"
                    }
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
