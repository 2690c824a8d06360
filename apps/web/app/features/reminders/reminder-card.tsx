import { Alert, Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../components/lists/list-status.tsx";

/**
 * A reminders card (the profile's own settings, the company's defaults): its heading and
 * introduction, then the form once the data is read, or why it could not be.
 */
export function ReminderCard<Data>({
  id,
  title,
  intro,
  query,
  form,
}: {
  id: string;
  title: string;
  intro: string;
  query: { data?: Data; isError: boolean };
  form: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation("time");
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h3" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
        {query.data ? (
          form(query.data)
        ) : query.isError ? (
          <Alert severity="error">{t("reminders.settings.loadFailed")}</Alert>
        ) : (
          <ListStatus state="loading" />
        )}
      </CardContent>
    </Card>
  );
}
