import { Alert, Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import type { Company, User } from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { DateField } from "../../components/forms/date-field.tsx";
import { errorBody } from "../../lib/api-client.ts";
import { formatLocale } from "../../lib/i18n.ts";
import { useSaveCompany } from "./api.ts";

/**
 * The company's locked period: time up to a day (in the company's time zone) that no one may
 * create, change, delete or re-price any more, for example once a month is invoiced. Owners and
 * admins lock further; only the owner moves the day back (the server says so otherwise).
 */
export function LockedPeriodCard({ company, user }: { company: Company; user: User }) {
  const { t, i18n } = useTranslation("company");
  const { addAlert } = useAlerts();
  const save = useSaveCompany();
  const [day, setDay] = useState(company.locked_until ?? "");
  const [error, setError] = useState<string | undefined>();
  const canEdit = canManageCompany(user);
  const shown = (value: string) =>
    new Date(`${value}T12:00:00Z`).toLocaleDateString(formatLocale(i18n.language), {
      timeZone: "UTC",
      dateStyle: "long",
    });
  const store = async (lockedUntil: string | null) => {
    setError(undefined);
    try {
      const saved = await save.mutateAsync({
        id: company.id,
        changes: { locked_until: lockedUntil },
      });
      setDay(saved.locked_until ?? "");
      addAlert({ color: "success", title: t("savedTitle"), text: t("locked.savedText") });
    } catch (failure) {
      const message = errorBody(failure).locked_until;
      setError(Array.isArray(message) ? message.join(" ") : t("locked.failed"));
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="locked-period-title">
      <CardContent>
        <Typography id="locked-period-title" variant="h3" component="h2" gutterBottom>
          {t("locked.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("locked.intro")}
        </Typography>
        <Alert severity={company.locked_until ? "info" : "success"} sx={{ mb: 2 }}>
          {company.locked_until
            ? t("locked.current", { day: shown(company.locked_until) })
            : t("locked.none")}
        </Alert>
        {canEdit && (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: "start" }}>
            <Box sx={{ minWidth: 220 }}>
              <DateField
                id="locked_until"
                label={t("locked.until")}
                value={day}
                onChange={setDay}
                error={error}
              />
            </Box>
            <Button
              variant="contained"
              disabled={save.isPending || day === "" || day === company.locked_until}
              onClick={() => void store(day)}
            >
              {t("locked.lock")}
            </Button>
            {company.locked_until && (
              <Button color="secondary" disabled={save.isPending} onClick={() => void store(null)}>
                {t("locked.unlock")}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
