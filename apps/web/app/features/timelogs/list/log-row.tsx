import { Box } from "@mui/material";
import type { Tag, TimeLog } from "@tempus/contract";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatLocale, formatMoney } from "../../../lib/i18n.ts";
import { billedDuration, logDuration } from "../../../lib/time-format.ts";
import { ProjectActivityPicker, type ProjectChoice } from "../project-activity-picker.tsx";
import { asClockTime, parseTimeOfDay } from "../time-input.ts";
import { zonedInstant, zonedParts } from "../zoned-time.ts";
import { EditTrigger, InlineError, InlineInput, useInlineEditor } from "./inline-edit.tsx";
import { RowActions, type RowHandlers, RowTags } from "./row-parts.tsx";

export type { RowHandlers } from "./row-parts.tsx";

export interface RowProps {
  log: TimeLog;
  /** Whether the amount is shown: a member's logs have none unless the company allows it. */
  showsAmounts: boolean;
  projectName: string;
  activityName: string;
  /** The company's tags by id (one map for every row), for the names and colours of the log's. */
  tagsById: ReadonlyMap<number, Tag>;
  /** Whose log it is, in the person column of owners and admins; undefined: no such column. */
  personName?: string;
  isSelected: boolean;
  /** The day is not in a header above (a list sorted by something else than the start). */
  showDate: boolean;
  timeZone: string;
  handlers: RowHandlers;
  choices: ProjectChoice[];
  /** Where the log's page goes back to (the list with its filters). */
  backTo: string;
  layout: "table" | "card";
}

function Description({ log, handlers }: { log: TimeLog; handlers: RowHandlers }) {
  const { t } = useTranslation("time");
  const editor = useInlineEditor(
    () => ({ description: log.description }),
    (values) => handlers.save(log.id, { description: values.description }),
  );
  const errorId = `description-error-${log.id}`;
  if (!editor.values)
    return (
      <EditTrigger
        label={t("list.editDescription", { text: log.description || t("timerBar.noDescription") })}
        onEdit={editor.start}
        disabled={log.invoice !== null}
        focus={editor.refocus}
      >
        {log.description || <span className="tl-muted">{t("timerBar.noDescription")}</span>}
      </EditTrigger>
    );
  return (
    <Box onKeyDown={editor.onKeyDown} onBlur={editor.onBlur}>
      <InlineInput
        label={t("fields.description")}
        value={editor.values.description}
        onChange={(value) => editor.set("description", value)}
        errorId={editor.error ? errorId : undefined}
        autoFocus
      />
      <InlineError id={errorId} message={editor.error} />
    </Box>
  );
}

function Times({
  log,
  handlers,
  timeZone,
  showDate,
}: {
  log: TimeLog;
  handlers: RowHandlers;
  timeZone: string;
  showDate: boolean;
}) {
  const { t, i18n } = useTranslation("time");
  const start = zonedParts(log.start, timeZone);
  const end = log.end ? zonedParts(log.end, timeZone) : null;
  const editor = useInlineEditor(
    () => ({ start: asClockTime(start.minutes), end: end ? asClockTime(end.minutes) : "" }),
    async (values) => {
      const startMinutes = parseTimeOfDay(values.start);
      const endMinutes = parseTimeOfDay(values.end);
      if (startMinutes === null || endMinutes === null || startMinutes === endMinutes)
        return t("entry.invalidTime");
      const startAt = zonedInstant(start.day, startMinutes, timeZone) as string;
      // An end before the start is on the next day.
      const length = (endMinutes - startMinutes + 24 * 60) % (24 * 60);
      const endAt = new Date(new Date(startAt).getTime() + length * 60_000).toISOString();
      return handlers.save(log.id, { start: startAt, end: endAt });
    },
  );
  const errorId = `times-error-${log.id}`;
  const date = showDate
    ? `${new Date(`${start.day}T12:00:00Z`).toLocaleDateString(formatLocale(i18n.language), { timeZone: "UTC" })} `
    : "";
  const text = `${date}${asClockTime(start.minutes)}–${end ? asClockTime(end.minutes) : "…"}`;
  if (!editor.values)
    return (
      <EditTrigger
        label={t("list.editTimes", { times: text })}
        onEdit={editor.start}
        disabled={log.invoice !== null || log.is_running}
        focus={editor.refocus}
      >
        {text}
      </EditTrigger>
    );
  return (
    <Box onKeyDown={editor.onKeyDown} onBlur={editor.onBlur}>
      <Box sx={{ display: "flex", gap: 0.5, alignItems: "center" }}>
        <InlineInput
          label={t("fields.start")}
          value={editor.values.start}
          onChange={(value) => editor.set("start", value)}
          errorId={editor.error ? errorId : undefined}
          width={64}
          autoFocus
        />
        –
        <InlineInput
          label={t("fields.end")}
          value={editor.values.end}
          onChange={(value) => editor.set("end", value)}
          errorId={editor.error ? errorId : undefined}
          width={64}
        />
      </Box>
      <InlineError id={errorId} message={editor.error} />
    </Box>
  );
}

function ProjectCell({
  log,
  label,
  handlers,
  choices,
}: {
  log: TimeLog;
  label: string;
  handlers: RowHandlers;
  choices: ProjectChoice[];
}) {
  const { t } = useTranslation("time");
  const [isEditing, setIsEditing] = useState(false);
  const [refocus, setRefocus] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `project-error-${log.id}`;
  if (!isEditing)
    return (
      <EditTrigger
        label={t("list.editProject", { name: label })}
        onEdit={() => {
          setError(null);
          setIsEditing(true);
        }}
        disabled={log.invoice !== null}
        focus={refocus}
      >
        {label}
      </EditTrigger>
    );
  return (
    <Box
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          setIsEditing(false);
          setRefocus(true);
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsEditing(false);
      }}
    >
      <ProjectActivityPicker
        id={`project-${log.id}`}
        size="small"
        project={log.project}
        activity={log.activity ?? ""}
        choices={choices}
        autoFocus
        label={t("timerBar.project")}
        error={Boolean(error)}
        onChange={async (project, activity) => {
          if (project === "") return;
          const refusal = await handlers.save(log.id, {
            project,
            activity: activity === "" ? null : activity,
          });
          setError(refusal);
          if (refusal === null) {
            setIsEditing(false);
            setRefocus(true);
          }
        }}
        sx={{ minWidth: 220 }}
      />
      <InlineError id={errorId} message={error} />
    </Box>
  );
}

/**
 * One log: selectable, description, project and times editable in place, its
 * tags, its own actions. Plain elements styled by the list's class rules (`tl-…`): a
 * page can hold a thousand rows.
 */
export const LogRow = memo(function LogRow(props: RowProps) {
  const { t, i18n } = useTranslation("time");
  const { log, handlers } = props;
  const label = props.activityName
    ? `${props.projectName} · ${props.activityName}`
    : props.projectName;
  const select = (
    <input
      type="checkbox"
      className="tl-check"
      aria-label={t("list.selectLog", { name: log.description || label })}
      checked={props.isSelected}
      onChange={(event) => handlers.select([log.id], event.target.checked)}
    />
  );
  const worked = log.is_running ? t("dashboard.running") : logDuration(log.duration_seconds);
  // Billing rounding (decision 031): the billed time beside the worked time where they differ.
  const duration =
    log.billable && !log.is_running && log.billed_seconds !== log.duration_seconds ? (
      <>
        {worked}{" "}
        <span className="tl-muted" data-testid="timelog-billed">
          {t("list.billed", { time: billedDuration(log.billed_seconds) })}
        </span>
      </>
    ) : (
      worked
    );
  // A billable log that no rate priced says so instead of passing for free work.
  const amount = !log.billable ? (
    t("list.notBillable")
  ) : log.amount === undefined ? null : log.has_rate || log.is_running ? (
    formatMoney(i18n.language, log.amount, log.currency)
  ) : (
    <span className="tl-no-rate" data-testid="no-rate" title={t("common:money.noRateHelp")}>
      {t("common:money.noRate")}
    </span>
  );
  const times = (
    <Times log={log} handlers={handlers} timeZone={props.timeZone} showDate={props.showDate} />
  );
  const project = (
    <ProjectCell log={log} label={label} handlers={handlers} choices={props.choices} />
  );
  const description = <Description log={log} handlers={handlers} />;
  const tags = <RowTags log={log} tagsById={props.tagsById} label={t("tags.label")} />;
  const actions = <RowActions log={log} handlers={handlers} backTo={props.backTo} />;
  if (props.layout === "card")
    return (
      <li
        className={props.isSelected ? "tl-card tl-selected" : "tl-card"}
        data-testid="timelog-row"
      >
        {select}
        <div className="tl-card-body">
          <div>{description}</div>
          <div className="tl-muted">{project}</div>
          {props.personName !== undefined && (
            <div className="tl-muted" data-testid="timelog-person">
              {props.personName}
            </div>
          )}
          {tags}
          <div className="tl-card-line">
            <span>{times}</span>
            <span>{duration}</span>
          </div>
          <div className="tl-card-line">
            {props.showsAmounts ? <span data-testid="timelog-amount">{amount}</span> : <span />}
            <span className="tl-actions">{actions}</span>
          </div>
        </div>
      </li>
    );
  return (
    <tr className={props.isSelected ? "tl-row tl-selected" : "tl-row"} data-testid="timelog-row">
      <td className="tl-check-cell">{select}</td>
      <td>{times}</td>
      <td>{duration}</td>
      {props.personName !== undefined && <td data-testid="timelog-person">{props.personName}</td>}
      <td>{project}</td>
      <td className="tl-wide">
        {description}
        {tags}
      </td>
      {props.showsAmounts && (
        <td className="tl-right" data-testid="timelog-amount">
          {amount}
        </td>
      )}
      <td className="tl-right tl-actions">{actions}</td>
    </tr>
  );
});
