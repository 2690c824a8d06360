import { Alert, Card, CardContent, Stack, Typography } from "@mui/material";
import type { User } from "@tempus/contract";
import { seesAllTime } from "@tempus/contract/policies";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { FilterSelect } from "../../../components/forms/filter-select.tsx";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { useUrlState } from "../../../lib/url-state.ts";
import { useCompanyTimeZone } from "../../masterdata/index.ts";
import { useActivities, useProjects } from "../../projects/index.ts";
import { usePeople } from "../../team/index.ts";
import { type CalendarRange, useCalendarLogs, useCreateTimeLog, useUpdateTimeLog } from "../api.ts";
import { HeadingWithAddEntry } from "../entry/heading-with-add-entry.tsx";
import { ProjectPickers } from "../project-pickers.tsx";

// FullCalendar needs the browser; it is loaded only there.
const TimeCalendar = lazy(() => import("./time-calendar.tsx"));

/**
 * /app/project-time/timelog/calender (spelled as the specification spells it). Owners and admins
 * see everyone's logs, each block naming its person, or choose one person (kept in the address):
 * then what they drag in is that person's time.
 */
export function CalendarPage({ user }: { user: User }) {
  const { t, i18n } = useTranslation("time");
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const createTimeLog = useCreateTimeLog();
  const updateTimeLog = useUpdateTimeLog();
  const projects = useProjects();
  const everyProject = useProjects(true);
  const everyActivity = useActivities(true);
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [project, setProject] = useState<number | "">("");
  const [activity, setActivity] = useState<number | "">("");
  const isAdmin = seesAllTime(user);
  const people = usePeople(isAdmin);
  const [state, update] = useUrlState({ user: "" });
  const person = isAdmin ? state.user : "";
  const logs = useCalendarLogs(range, person);
  // The calendar is drawn once the company's zone is known (not on one clock, then another).
  const timeZone = useCompanyTimeZone();
  const chosenProject = project === "" ? projects.data?.[0]?.id : project;

  return (
    <Stack spacing={2}>
      <HeadingWithAddEntry title={t("calendar.title")} timeZone={timeZone ?? "UTC"} />
      <Stack
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        sx={{ alignItems: { md: "center" } }}
      >
        {isAdmin && (
          <FilterSelect
            label={t("fields.person")}
            value={person}
            onChange={(value) => update({ user: value })}
            options={people.choices}
          />
        )}
        <ProjectPickers
          project={chosenProject ?? ""}
          activity={activity}
          onProject={setProject}
          onActivity={setActivity}
        />
        <Typography color="text.secondary">{t("calendar.help")}</Typography>
      </Stack>
      {projects.data?.length === 0 && <Alert severity="info">{t("calendar.noProjects")}</Alert>}
      <Card variant="outlined">
        <CardContent>
          <Suspense fallback={<ListStatus state="loading" />}>
            {timeZone === undefined ? (
              <ListStatus state="loading" />
            ) : (
              <TimeCalendar
                timeZone={timeZone}
                logs={logs.data ?? []}
                projects={everyProject.data ?? []}
                activities={everyActivity.data ?? []}
                // Everyone's logs: each block says whose it is.
                personOf={isAdmin && !person ? (id) => people.names.get(id) ?? "" : undefined}
                locale={i18n.language}
                onRange={(start, end) =>
                  setRange({ start: start.toISOString(), end: end.toISOString() })
                }
                onOpen={(id) => navigate(`/app/project-time/timelog/${id}`)}
                onCreate={async (start, end) => {
                  if (!chosenProject) return;
                  try {
                    await createTimeLog.mutateAsync({
                      ...(person ? { user: Number(person) } : {}),
                      project: chosenProject,
                      activity: activity === "" ? null : activity,
                      start: start.toISOString(),
                      end: end.toISOString(),
                    });
                    addAlert({
                      color: "success",
                      title: t("calendar.createdTitle"),
                      text: t("calendar.createdText"),
                    });
                  } catch (error) {
                    addAlert({
                      color: "error",
                      title: t("detail.failedTitle"),
                      text: firstErrorMessage(error, t("accounts:unexpected")),
                    });
                  }
                }}
                onChange={async (change, revert) => {
                  try {
                    await updateTimeLog.mutateAsync({
                      id: change.id,
                      body: { start: change.start.toISOString(), end: change.end.toISOString() },
                    });
                    addAlert({
                      color: "success",
                      title: t("calendar.movedTitle"),
                      text: t("calendar.movedText"),
                    });
                  } catch (error) {
                    revert();
                    addAlert({
                      color: "error",
                      title: t("detail.failedTitle"),
                      text: firstErrorMessage(error, t("accounts:unexpected")),
                    });
                  }
                }}
              />
            )}
          </Suspense>
        </CardContent>
      </Card>
    </Stack>
  );
}
