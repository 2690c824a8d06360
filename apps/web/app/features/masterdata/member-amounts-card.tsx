import { Alert, Card, CardContent, FormControlLabel, Switch, Typography } from "@mui/material";
import type { Company, User } from "@tempus/contract";
import { isOwner } from "@tempus/contract/policies";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { errorBody } from "../../lib/api-client.ts";
import { useSaveCompany } from "./api.ts";

/**
 * Whether members see the rates and amounts of their own time (decision 039). Off, members see
 * time only: the server leaves every rate and amount out of their answers and files. The owner
 * decides; admins read the choice.
 */
export function MemberAmountsCard({ company, user }: { company: Company; user: User }) {
  const { t } = useTranslation("company");
  const { addAlert } = useAlerts();
  const save = useSaveCompany();
  const [error, setError] = useState<string | undefined>();
  const store = async (shown: boolean) => {
    setError(undefined);
    try {
      await save.mutateAsync({ id: company.id, changes: { members_see_own_amounts: shown } });
      addAlert({ color: "success", title: t("savedTitle"), text: t("memberAmounts.savedText") });
    } catch (failure) {
      const message = errorBody(failure).members_see_own_amounts;
      setError(Array.isArray(message) ? message.join(" ") : t("memberAmounts.failed"));
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="member-amounts-title">
      <CardContent>
        <Typography id="member-amounts-title" variant="h3" component="h2" gutterBottom>
          {t("memberAmounts.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("memberAmounts.intro")}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={company.members_see_own_amounts}
              disabled={!isOwner(user) || save.isPending}
              onChange={(event) => void store(event.target.checked)}
            />
          }
          label={t("memberAmounts.label")}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
