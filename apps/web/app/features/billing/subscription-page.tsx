import {
  Alert,
  Button,
  Card,
  CardContent,
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
  TextField,
  Typography,
} from "@mui/material";
import type { BillingPeriod, User } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { errorBody } from "../../lib/api-client.ts";
import { formatMoney } from "../../lib/i18n.ts";
import {
  BillingActionError,
  checkUserCount,
  useActivePeriod,
  useCancelBillingPeriod,
  useChangeNextUserAmount,
  useChangeSubscription,
  useIncreaseUserAmount,
  usePeriods,
  usePlans,
  useStartSubscription,
} from "./api.ts";
import { PlanPicker } from "./plan-picker.tsx";

/** The server's message for `new_user_count`, if it sent one. */
const serverFieldMessage = (error: unknown, field: string) => {
  const cause = error instanceof BillingActionError ? error.cause : error;
  const value = errorBody(cause)[field] ?? errorBody(cause).non_field_errors;
  return Array.isArray(value) ? String(value[0]) : undefined;
};

function UserCountForm({
  label,
  submitLabel,
  current,
  mustExceed,
  onSubmit,
  testId,
}: {
  label: string;
  submitLabel: string;
  current: number;
  mustExceed: boolean;
  onSubmit: (count: number) => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation("company");
  const { addAlert } = useAlerts();
  const [value, setValue] = useState(String(current + (mustExceed ? 1 : 0)));
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = checkUserCount(value, mustExceed ? current : undefined);
    setError(problem);
    if (problem) return;
    setIsBusy(true);
    try {
      await onSubmit(Number(value));
      addAlert({
        color: "success",
        title: t("billing.savedTitle"),
        text: t("billing.usersSaved", { count: Number(value) }),
      });
    } catch (failure) {
      setError(serverFieldMessage(failure, "new_user_count"));
      addAlert({
        color: "error",
        title: t("billing.failedTitle"),
        text: failure instanceof Error ? failure.message : t("accounts:unexpected"),
      });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Stack
      component="form"
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      onSubmit={submit}
      noValidate
      sx={{ alignItems: "flex-start" }}
    >
      <TextField
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        inputMode="numeric"
        slotProps={{ htmlInput: { "data-testid": testId } }}
      />
      <Button type="submit" variant="contained" disabled={isBusy} sx={{ mt: 1 }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

function CurrentPeriod({ period, isOwner }: { period: BillingPeriod; isOwner: boolean }) {
  const { t, i18n } = useTranslation("company");
  const cancelPeriod = useCancelBillingPeriod();
  const increaseUserAmount = useIncreaseUserAmount();
  const changeNextUserAmount = useChangeNextUserAmount();
  const { addAlert } = useAlerts();
  const [isConfirming, setIsConfirming] = useState(false);
  const money = (amount: string) => formatMoney(i18n.language, amount, period.currency);
  const cancel = async () => {
    setIsConfirming(false);
    try {
      await cancelPeriod.mutateAsync(period.id);
      addAlert({
        color: "info",
        title: t("billing.cancelledTitle"),
        text: t("billing.cancelledText", { end: period.end_date }),
      });
    } catch (error) {
      addAlert({
        color: "error",
        title: t("billing.failedTitle"),
        text: serverFieldMessage(error, "non_field_errors") ?? t("accounts:unexpected"),
      });
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h3" component="h2">
            {t("billing.currentPeriod")}
          </Typography>
          <Typography data-testid="current-period">
            {t("billing.periodLine", {
              start: period.start_date,
              end: period.end_date,
              users: period.amount_of_users,
              next: period.next_amount_of_users,
            })}
          </Typography>
          <Typography>
            {t("billing.total", {
              total: money(period.total_amount),
              price: money(period.price_per_user),
            })}
          </Typography>
          {period.cancel_at_period_end && (
            <Alert severity="warning" data-testid="cancelled-notice">
              {t("billing.endsCancelled", { end: period.end_date })}
            </Alert>
          )}
          {isOwner && !period.cancel_at_period_end && (
            <>
              <UserCountForm
                label={t("billing.increaseLabel")}
                submitLabel={t("billing.increase")}
                current={period.amount_of_users}
                mustExceed
                testId="increase-input"
                onSubmit={increaseUserAmount.mutateAsync}
              />
              <UserCountForm
                label={t("billing.nextLabel")}
                submitLabel={t("billing.changeNext")}
                current={period.next_amount_of_users}
                mustExceed={false}
                testId="next-input"
                onSubmit={changeNextUserAmount.mutateAsync}
              />
              <Button
                color="error"
                variant="outlined"
                onClick={() => setIsConfirming(true)}
                sx={{ alignSelf: "flex-start" }}
              >
                {t("billing.cancel")}
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
      <Dialog open={isConfirming} onClose={() => setIsConfirming(false)}>
        <DialogTitle>{t("billing.cancelConfirmTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t("billing.cancelConfirmText", { end: period.end_date })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsConfirming(false)}>{t("billing.keep")}</Button>
          <Button color="error" variant="contained" onClick={cancel}>
            {t("billing.confirmCancel")}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

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
