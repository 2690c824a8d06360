import type { Tag, TimeLog, TimeLogWriteBody } from "@tempus/contract";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** What a row does; one object for every row, so rows re-render only when their log changes. */
export interface RowHandlers {
  select: (ids: readonly number[], on: boolean) => void;
  save: (id: number, body: TimeLogWriteBody) => Promise<string | null>;
  resume: (log: TimeLog) => void;
  duplicate: (log: TimeLog) => void;
  remove: (ids: number[]) => void;
}

/** The paths of Material's icons (play, edit, copy, delete) drawn without a component each. */
const ICONS = {
  resume: "M8 5v14l11-7z",
  edit: "m14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z",
  duplicate:
    "M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z",
  remove: "M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z",
};
const icon = (name: keyof typeof ICONS) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={ICONS[name]} />
  </svg>
);

/** A log's own actions: continue it, open it, duplicate it, delete it. */
export function RowActions({
  log,
  handlers,
  backTo,
}: {
  log: TimeLog;
  handlers: RowHandlers;
  /** Where the log's page goes back to (the list with its filters). */
  backTo: string;
}) {
  const { t } = useTranslation("time");
  return (
    <>
      <button
        type="button"
        className="tl-icon"
        aria-label={t("list.continue")}
        onClick={() => handlers.resume(log)}
        disabled={log.is_running}
      >
        {icon("resume")}
      </button>
      <Link
        className="tl-icon"
        to={`/app/project-time/timelog/${log.id}`}
        state={{ list: backTo }}
        aria-label={t("list.edit")}
      >
        {icon("edit")}
      </Link>
      <button
        type="button"
        className="tl-icon"
        aria-label={t("list.duplicate")}
        onClick={() => handlers.duplicate(log)}
        disabled={log.is_running}
      >
        {icon("duplicate")}
      </button>
      <button
        type="button"
        className="tl-icon"
        aria-label={t("list.delete")}
        onClick={() => handlers.remove([log.id])}
        disabled={log.invoice !== null}
      >
        {icon("remove")}
      </button>
    </>
  );
}

/**
 * A log's tags as small chips in their colours, plain elements like the rest of the row; a long
 * name is cut short (the whole name in its title) so that a phone's card never grows sideways.
 */
export function RowTags({
  log,
  tagsById,
  label,
}: {
  log: TimeLog;
  tagsById: ReadonlyMap<number, Tag>;
  /** The list's name for screen readers ("Tags"), from the row (one hook less per row). */
  label: string;
}) {
  const tags = log.tags.flatMap((id) => tagsById.get(id) ?? []);
  if (tags.length === 0) return null;
  return (
    <ul className="tl-tags" aria-label={label} data-testid="timelog-tags">
      {tags.map((tag) => (
        <li
          key={tag.id}
          className="tl-tag"
          title={tag.name}
          style={{ "--tl-tag": tag.color } as CSSProperties}
        >
          <span>{tag.name}</span>
        </li>
      ))}
    </ul>
  );
}
