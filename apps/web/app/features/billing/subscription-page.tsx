import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { BillingPeriod, BillingQuote, SubscriptionType, User } from "@tempus/contract";
import { isOwner } from "@tempus/contract/policies";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { errorBody } from "../../lib/api-client.ts";
import {
  quoteSubscriptionChange,
  useActivePeriod,
  useChangeSubscription,
  usePeriods,
  usePlans,
  useStartSubscription,
} from "./api.ts";
import { CurrentPeriod } from "./current-period.tsx";
import { dayAfter, useBillingFormat } from "./format.ts";
import { PlanPicker } from "./plan-picker.tsx";
import { usePlanTexts } from "./plan-text.ts";

/** A plan switch waiting for the owner to accept what the server quoted. */
interface PendingSwitch {
  plan: SubscriptionType;
  quote: BillingQuote;
}

/** A plan switch states its price first: nothing now, and what the next period costs. */
function SwitchConfirmation({
  period,
  pending: { plan, quote },
  onCancel,
  onConfirm,
}: {
  period: BillingPeriod;
  pending: PendingSwitch;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("company");
  const { money, day } = useBillingFormat();
  const name = usePlanTexts()(plan).name;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="switch-confirm-title">
      <DialogTitle id="switch-confirm-title">
        {t("billing.switchConfirmTitle", { plan: name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="switch-quote">
          {t("billing.switchConfirmText", {
            plan: name,
            charged: money(quote.charged_now, quote.currency),
            start: day(dayAfter(period.end_date)),
          })}{" "}
          {quote.next_total_amount !== null &&
            t("billing.switchConfirmNext", {
              next: money(quote.next_total_amount, quote.currency),
              users: t("billing.userCount", { count: period.next_amount_of_users }),
              price: money(plan.price_per_user, plan.currency),
            })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t("billing.back")}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t("billing.confirmSwitch", { plan: name })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The billing periods so far, newest first. */
function PeriodHistory({ periods }: { periods: BillingPeriod[] }) {
  const { t } = useTranslation("company");
  const { money, day } = useBillingFormat();
  if (periods.length === 0) return <ListStatus state="empty" />;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t("billing.period")}</TableCell>
          <TableCell align="right">{t("billing.users")}</TableCell>
          <TableCell align="right">{t("billing.amount")}</TableCell>
          <TableCell>{t("team.status")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {periods.map((entry) => (
          <TableRow key={entry.id} data-testid="period-row">
            <TableCell>
              {day(entry.start_date)} – {day(entry.end_date)}
            </TableCell>
            <TableCell align="right">{entry.amount_of_users}</TableCell>
            <TableCell align="right">
              {entry.total_amount !== undefined && money(entry.total_amount, entry.currency)}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                label={t(
                  `billing.status.${entry.cancel_at_period_end && entry.status === "active" ? "cancelling" : entry.status}`,
                )}
                color={
                  entry.status === "active" && !entry.cancel_at_period_end ? "success" : "default"
                }
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /app/legal/changesubscription: the current period, user counts, plans and the history. */
export function SubscriptionPage({ user }: { user: User }) {
  const { t } = useTranslation("company");
  const ownsCompany = isOwner(user);
  const { addAlert } = useAlerts();
  const period = useActivePeriod();
  const periods = usePeriods();
  const plans = usePlans();
  const changeSubscription = useChangeSubscription();
  const startSubscription = useStartSubscription();
  const [pending, setPending] = useState<PendingSwitch>();

  if (period.isPending || plans.isPending) return <ListStatus state="loading" />;
  const failed = (error: unknown) => {
    const message = Object.values(errorBody(error)).flat()[0];
    addAlert({
      color: "error",
      title: t("billing.failedTitle"),
      text: typeof message === "string" ? message : t("accounts:unexpected"),
    });
  };
  const choose = async (plan: SubscriptionType) => {
    try {
      if (period.data) {
        setPending({ plan, quote: await quoteSubscriptionChange(plan.id) });
      } else {
        await startSubscription.mutateAsync(plan.id);
        addAlert({ color: "success", title: t("billing.savedTitle"), text: t("billing.started") });
      }
    } catch (error) {
      failed(error);
    }
  };
  const switchPlan = async (plan: SubscriptionType) => {
    setPending(undefined);
    try {
      await changeSubscription.mutateAsync(plan.id);
      addAlert({
        color: "success",
        title: t("billing.savedTitle"),
        text: t("billing.planChanged"),
      });
    } catch (error) {
      failed(error);
    }
  };
  const current = period.data;
  const next =
    current && current.next_subscription_type !== current.subscription_type
      ? current.next_subscription_type
      : null;

  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1">
        {t("billing.title")}
      </Typography>
      {current ? (
        <CurrentPeriod period={current} plans={plans.data ?? []} isOwner={ownsCompany} />
      ) : (
        <Alert severity="info">{t("billing.none")}</Alert>
      )}
      <Typography variant="h3" component="h2">
        {current ? t("billing.switchTitle") : t("billing.chooseTitle")}
      </Typography>
      {ownsCompany && current?.cancel_at_period_end && (
        <Typography color="text.secondary">{t("billing.switchWhileCancelled")}</Typography>
      )}
      <PlanPicker
        plans={plans.data ?? []}
        current={current?.subscription_type}
        next={next}
        actionLabel={current ? t("billing.switch") : t("billing.choose")}
        onChoose={ownsCompany ? (plan) => void choose(plan) : undefined}
        disabled={Boolean(current?.cancel_at_period_end)}
      />
      <Typography variant="h3" component="h2">
        {t("billing.history")}
      </Typography>
      <PeriodHistory periods={periods.data ?? []} />
      {current && pending && (
        <SwitchConfirmation
          period={current}
          pending={pending}
          onCancel={() => setPending(undefined)}
          onConfirm={() => void switchPlan(pending.plan)}
        />
      )}
    </Stack>
  );
}
