import {
  Alert,
  Box,
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
import {
  BILLING_MESSAGES,
  type BillingPeriod,
  type BillingQuote,
  type SubscriptionType,
  type UserCountBody,
  UserCountBodySchema,
} from "@tempus/contract";
import { useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { contractResolver } from "../../components/forms/contract-resolver.ts";
import { errorBody } from "../../lib/api-client.ts";
import {
  BillingActionError,
  quoteIncrease,
  useCancelBillingPeriod,
  useChangeNextUserAmount,
  useIncreaseUserAmount,
  useResumeBillingPeriod,
} from "./api.ts";
import { dayAfter, useBillingFormat } from "./format.ts";
import { usePlanTexts } from "./plan-text.ts";

/** The server's message for `field` (else its non-field message), if it sent one. */
export const serverFieldMessage = (error: unknown, field: string) => {
  const cause = error instanceof BillingActionError ? error.cause : error;
  const value = errorBody(cause)[field] ?? errorBody(cause).non_field_errors;
  return Array.isArray(value) ? String(value[0]) : undefined;
};

/** A user count as typed. */
interface UserCountValues {
  new_user_count: string;
}

/**
 * The body of a user-count call: digits are the number; anything else goes as
 * typed, for the schema to name.
 */
const userCountBody = ({ new_user_count: typed }: UserCountValues) => ({
  new_user_count: /^\s*\d+\s*$/.test(typed) ? Number(typed) : typed,
});

/** An increase waiting for the owner to accept the price the server quoted. */
interface PendingIncrease {
  count: number;
  quote: BillingQuote;
}

function UserCountForm({
  label,
  submitLabel,
  current,
  mustExceed,
  onSubmit,
  onQuote,
  testId,
}: {
  label: string;
  submitLabel: string;
  current: number;
  mustExceed: boolean;
  onSubmit: (count: number) => Promise<unknown>;
  /** Given, the form first shows what the change costs and waits for a confirmation. */
  onQuote?: (count: number) => Promise<BillingQuote>;
  testId: string;
}) {
  const { t } = useTranslation("company");
  const { addAlert } = useAlerts();
  const checked = contractResolver(UserCountBodySchema, userCountBody);
  // An increase must exceed the current count (the server's rule and message), after the schema.
  const resolver: Resolver<UserCountValues, unknown, UserCountBody> = async (
    values,
    context,
    options,
  ) => {
    const result = await checked(values, context, options);
    if (!mustExceed || Object.keys(result.errors).length > 0) return result;
    if (Number(result.values.new_user_count) > current) return result;
    return {
      values: {},
      errors: {
        new_user_count: { type: "contract", message: BILLING_MESSAGES.userCountGreater },
      },
    };
  };
  const form = useForm<UserCountValues, unknown, UserCountBody>({
    defaultValues: { new_user_count: String(current + (mustExceed ? 1 : 0)) },
    resolver,
  });
  const error = form.formState.errors.new_user_count?.message;
  const [isBusy, setIsBusy] = useState(false);
  const [pending, setPending] = useState<PendingIncrease>();
  /** The server's message for the count (or its non-field one) at the field; none clears it. */
  const showRefusal = (message: string | undefined) =>
    message
      ? form.setError("new_user_count", { type: "server", message })
      : form.clearErrors("new_user_count");
  const save = async (count: number) => {
    setPending(undefined);
    setIsBusy(true);
    try {
      await onSubmit(count);
      addAlert({
        color: "success",
        title: t("billing.savedTitle"),
        text: t("billing.usersSaved", { count }),
      });
    } catch (failure) {
      showRefusal(serverFieldMessage(failure, "new_user_count"));
      addAlert({
        color: "error",
        title: t("billing.failedTitle"),
        text: failure instanceof Error ? failure.message : t("accounts:unexpected"),
      });
    } finally {
      setIsBusy(false);
    }
  };
  const submit = form.handleSubmit(async (body) => {
    // The schema has read the count as a whole number (userCountBody).
    const count = Number(body.new_user_count);
    if (!onQuote) return save(count);
    setIsBusy(true);
    try {
      setPending({ count, quote: await onQuote(count) });
    } catch (failure) {
      showRefusal(serverFieldMessage(failure, "new_user_count") ?? t("accounts:unexpected"));
    } finally {
      setIsBusy(false);
    }
  });
  return (
    <>
      <Stack
        component="form"
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        onSubmit={submit}
        noValidate
        sx={{ alignItems: "flex-start" }}
      >
        <Controller
          name="new_user_count"
          control={form.control}
          render={({ field }) => (
            <TextField
              label={label}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={Boolean(error)}
              helperText={error}
              inputMode="numeric"
              slotProps={{ htmlInput: { "data-testid": testId } }}
            />
          )}
        />
        <Button type="submit" variant="contained" disabled={isBusy} sx={{ mt: 1 }}>
          {submitLabel}
        </Button>
      </Stack>
      {pending && (
        <IncreaseConfirmation
          current={current}
          pending={pending}
          onCancel={() => setPending(undefined)}
          onConfirm={() => void save(pending.count)}
        />
      )}
    </>
  );
}

/** "Increase now" states its price first: what is charged now and the totals after it. */
function IncreaseConfirmation({
  current,
  pending: { count, quote },
  onCancel,
  onConfirm,
}: {
  current: number;
  pending: PendingIncrease;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("company");
  const { money } = useBillingFormat();
  const charged = money(quote.charged_now, quote.currency);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="increase-confirm-title">
      <DialogTitle id="increase-confirm-title">{t("billing.increaseConfirmTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="increase-quote">
          {t("billing.increaseConfirmText", { count: count - current, charged })}{" "}
          {quote.next_total_amount === null
            ? t("billing.confirmTotal", { total: money(quote.total_amount, quote.currency) })
            : t("billing.confirmTotals", {
                total: money(quote.total_amount, quote.currency),
                next: money(quote.next_total_amount, quote.currency),
              })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t("billing.back")}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t("billing.confirmIncrease", { amount: charged })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What the period costs: the users it started with, each charge for users added, the total. */
function PeriodFigures({
  period,
  charges,
}: {
  period: BillingPeriod;
  charges: NonNullable<BillingPeriod["charges"]>;
}) {
  const { t } = useTranslation("company");
  const { money, dayOf } = useBillingFormat();
  const added = charges.reduce((sum, charge) => sum + charge.users, 0);
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="period-figures">
      <li>
        <Typography>
          {t("billing.baseUsers", {
            count: period.amount_of_users - added,
            price: money(period.price_per_user, period.currency),
          })}
        </Typography>
      </li>
      {charges.map((charge) => (
        <li key={charge.id}>
          <Typography>
            {t("billing.charge", {
              count: charge.users,
              date: dayOf(charge.created_at),
              amount: money(charge.amount, period.currency),
            })}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** The current period: its figures, the user counts (for the owner), cancelling and undoing it. */
export function CurrentPeriod({
  period,
  plans,
  isOwner,
}: {
  period: BillingPeriod;
  plans: SubscriptionType[];
  isOwner: boolean;
}) {
  const { t } = useTranslation("company");
  const { money, day } = useBillingFormat();
  const textOf = usePlanTexts();
  const cancelPeriod = useCancelBillingPeriod();
  const resumePeriod = useResumeBillingPeriod();
  const increaseUserAmount = useIncreaseUserAmount();
  const changeNextUserAmount = useChangeNextUserAmount();
  const { addAlert } = useAlerts();
  const [isConfirming, setIsConfirming] = useState(false);
  const end = day(period.end_date);
  const nextPlan = plans.find((plan) => plan.id === period.next_subscription_type);
  const failed = (error: unknown) =>
    addAlert({
      color: "error",
      title: t("billing.failedTitle"),
      text: serverFieldMessage(error, "non_field_errors") ?? t("accounts:unexpected"),
    });
  const cancel = async () => {
    setIsConfirming(false);
    try {
      await cancelPeriod.mutateAsync(period.id);
      addAlert({
        color: "info",
        title: t("billing.cancelledTitle"),
        text: t("billing.cancelledText", { end }),
      });
    } catch (error) {
      failed(error);
    }
  };
  const resume = async () => {
    try {
      await resumePeriod.mutateAsync(period.id);
      addAlert({
        color: "success",
        title: t("billing.resumedTitle"),
        text: t("billing.resumedText", { end }),
      });
    } catch (error) {
      failed(error);
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
              start: day(period.start_date),
              end,
              now: t("billing.usersNow", { count: period.amount_of_users }),
              next: t("billing.usersNext", { count: period.next_amount_of_users }),
            })}
          </Typography>
          {/* What the subscription costs is left out of a member's answer (decision 039). */}
          {period.total_amount !== undefined && (
            <>
              <PeriodFigures period={period} charges={period.charges ?? []} />
              <Typography data-testid="period-total" sx={{ fontWeight: 600 }}>
                {t("billing.periodTotal", { total: money(period.total_amount, period.currency) })}
              </Typography>
            </>
          )}
          {typeof period.next_total_amount === "string" && (
            <Typography data-testid="next-period">
              {t("billing.nextPeriod", {
                start: day(dayAfter(period.end_date)),
                plan: nextPlan ? textOf(nextPlan).name : "",
                users: t("billing.userCount", { count: period.next_amount_of_users }),
                total: money(period.next_total_amount, period.currency),
              })}
            </Typography>
          )}
          {period.cancel_at_period_end && (
            <Alert
              severity="warning"
              data-testid="cancelled-notice"
              action={
                isOwner ? (
                  <Button
                    color="inherit"
                    size="small"
                    onClick={resume}
                    disabled={resumePeriod.isPending}
                  >
                    {t("billing.resume")}
                  </Button>
                ) : undefined
              }
            >
              {t("billing.endsCancelled", { end })}
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
                onQuote={quoteIncrease}
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
      <Dialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        aria-labelledby="cancel-confirm-title"
      >
        <DialogTitle id="cancel-confirm-title">{t("billing.cancelConfirmTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t("billing.cancelConfirmText", { end })}</DialogContentText>
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
