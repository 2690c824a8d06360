import { Card, CardContent, List, ListItem, ListItemText, Typography } from "@mui/material";
import { AUDITED_TIME_LOG_FIELDS, type TimeLogHistory } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { formatInstant } from "../../../lib/format-instant.ts";
import { actionKey } from "../../audit/index.ts";
import { useActivities, useProjects, useTags } from "../../projects/index.ts";
import { usePeople } from "../../team/index.ts";
import { useTimeLogHistory } from "../api.ts";

type Field = (typeof AUDITED_TIME_LOG_FIELDS)[number];
type Values = Partial<Record<Field, unknown>>;

const FIELD_LABEL: Record<Field, string> = {
  user: "fields.person",
  project: "fields.project",
  activity: "fields.activity",
  description: "fields.description",
  start: "fields.start",
  end: "fields.end",
  billable: "fields.billable",
  tags: "fields.tags",
};

/**
 * A log's history (decision 038), shown to owners and admins under the log: each change from the
 * audit trail with who made it, when (in the company's time zone) and the fields before and after.
 */
export function TimeLogHistoryCard({ id, timeZone }: { id: string; timeZone: string }) {
  const { t, i18n } = useTranslation("time");
  const history = useTimeLogHistory(id);
  const projects = useProjects();
  const activities = useActivities();
  const tags = useTags();
  const people = usePeople(true);
  const when = (iso: string) => formatInstant(i18n.language, iso, { timeZone });
  const nameOf = (list: readonly { id: number; name: string }[] | undefined, value: unknown) =>
    list?.find((entry) => entry.id === value)?.name ?? `#${value}`;
  const shown = (field: Field, value: unknown): string => {
    if (value === null || value === undefined || value === "") return "–";
    if (field === "start" || field === "end") return when(String(value));
    if (field === "billable") return value ? t("history.yes") : t("history.no");
    if (field === "project") return nameOf(projects.data, value);
    if (field === "activity") return nameOf(activities.data, value);
    if (field === "user") return people.names.get(Number(value)) ?? `#${value}`;
    if (field === "tags")
      return (value as number[]).map((tag) => nameOf(tags.data, tag)).join(", ") || "–";
    return String(value);
  };
  const changes = (event: TimeLogHistory[number]) => {
    const before = (event.details.before ?? {}) as Values;
    const after = (event.details.after ?? {}) as Values;
    return AUDITED_TIME_LOG_FIELDS.filter((field) => field in before || field in after).map(
      (field) =>
        field in before && field in after
          ? `${t(FIELD_LABEL[field])}: ${shown(field, before[field])} → ${shown(field, after[field])}`
          : `${t(FIELD_LABEL[field])}: ${shown(field, field in after ? after[field] : before[field])}`,
    );
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="timelog-history-title">
      <CardContent>
        <Typography id="timelog-history-title" variant="h3" component="h2" gutterBottom>
          {t("history.title")}
        </Typography>
        {history.isPending && <ListStatus state="loading" />}
        {history.data?.length === 0 && (
          <Typography color="text.secondary">{t("history.none")}</Typography>
        )}
        <List disablePadding dense data-testid="timelog-history">
          {history.data?.map((event) => (
            <ListItem key={event.sequence} disableGutters divider>
              <ListItemText
                primary={`${when(event.occurred_at)} · ${event.username ?? "–"} · ${t(
                  `accounts:${actionKey(event.action)}`,
                )}`}
                secondary={changes(event).join(" · ")}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
