import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import type { BillingPeriod } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { errorBody } from "../../lib/api-client.ts";
import { formatMoney } from "../../lib/i18n.ts";
import {
  BillingActionError,
  checkUserCount,
  useCancelBillingPeriod,
  useChangeNextUserAmount,
  useIncreaseUserAmount,
} from "./api.ts";

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

/** The current period: its figures, the user counts (for the owner) and cancelling it. */
export function CurrentPeriod({ period, isOwner }: { period: BillingPeriod; isOwner: boolean }) {
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
