import { PassThrough, type Readable } from "node:stream";
import {
  type ParsedTimeLogExportQuery,
  seesAllTime,
  seesAmounts,
  TIME_LOG_EXPORT_CONTENT_TYPES,
} from "@tempus/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { orderingClauses } from "../../db/collection.ts";
import { sameCompanyRow } from "../../db/company-row.ts";
import { activity, company, debtor, project, timeLog, users } from "../../db/schema/index.ts";
import { priceOf, roundDecimal } from "../../money.ts";
import { membersSeeOwnAmounts } from "../masterdata/index.ts";
import { decimalsOf, formattingContext } from "../pricing/index.ts";
import type { TimeDeps } from "./deps.ts";
import {
  csvField,
  csvStyleOf,
  type ExportedLog,
  hoursMinutes,
  hoursOf,
  textCell,
  wallClockOf,
} from "./export-cells.ts";
import { exportFileName } from "./export-file-name.ts";
import {
  EXPORT_EMAIL_AT as EMAIL_AT,
  EXPORT_EMAIL_HEADER as EMAIL_HEADER,
  EXPORT_HEADERS as HEADERS,
  EXPORT_MONEY_AT as MONEY_AT,
  EXPORT_MONEY_COLUMNS as MONEY_COLUMNS,
  EXPORT_SHEET_NAMES as SHEET_NAMES,
  EXPORT_YES_NO as YES_NO,
} from "./export-labels.ts";
import { xlsxStream } from "./export-xlsx.ts";
import { namesOf, tagNames } from "./log-tags.ts";
import {
  resolveTimeLogFilters,
  TIME_LOG_DEFAULT_ORDERING,
  TIME_LOG_ORDERING,
} from "./time-log-filters.ts";
import { type WorkbookRow, xlsxColumns } from "./xlsx-workbook.ts";

/**
 * Rows per database read while streaming; tests lower them to cross batch boundaries. An XLSX
 * export reads smaller batches: its workbook is written on a thread, and on PGlite each read
 * holds the event loop while it runs.
 */
export const exportSettings = { batchSize: 2000, xlsxBatchSize: 500 };

/** A file to download: its name, media type and bytes (streamed). */
export interface Download {
  filename: string;
  contentType: string;
  body: Readable;
}

/**
 * The filtered, ordered time logs as CSV (UTF-8 with BOM, for spreadsheet
 * programs) or XLSX (number, date and duration cells), streamed in batches so
 * that a large export never sits in memory. Owners' and admins' exports hold
 * everyone's time: each log names its person by name and e-mail address.
 */
export async function exportTimeLogs(
  deps: TimeDeps,
  user: Actor,
  query: ParsedTimeLogExportQuery,
): Promise<Download> {
  const { db } = deps;
  const format = query.file_format ?? "csv";
  const { where } = await resolveTimeLogFilters(db, user, query);
  const orderBy = orderingClauses(query.ordering, {
    orderingFields: TIME_LOG_ORDERING,
    defaultOrdering: TIME_LOG_DEFAULT_ORDERING,
    idColumn: timeLog.id,
  });
  const [owner] = await db
    .select({ name: company.name, timezone: company.timezone })
    .from(company)
    .where(eq(company.id, user.companyId));
  const language = user.languagePreference;
  const context = await formattingContext(db);
  const now = deps.clock();
  const wallClock = wallClockOf(owner.timezone);
  const names = await tagNames(db, user.companyId);
  const amountsShown =
    user.role !== "member" ||
    seesAmounts(user, { members_see_own_amounts: await membersSeeOwnAmounts(db, user.companyId) });
  // The person's e-mail address beside their name, where the export can hold more than one
  // person; the money columns only for whom sees amounts.
  const withPerson = <T>(all: T[], email: T): T[] => {
    const cells = amountsShown
      ? all
      : [...all.slice(0, MONEY_AT), ...all.slice(MONEY_AT + MONEY_COLUMNS)];
    return seesAllTime(user)
      ? [...cells.slice(0, EMAIL_AT), email, ...cells.slice(EMAIL_AT)]
      : cells;
  };
  const headers = withPerson(HEADERS[language], EMAIL_HEADER[language]);

  // The default order pages by key (start, id), so each batch is an index range read;
  // other orders fall back to offsets.
  const byKey = !query.ordering;
  async function* batches(size: number) {
    let after: { start: Date; id: number } | undefined;
    for (let offset = 0; ; offset += size) {
      const keyCondition = after
        ? sql`(${timeLog.start}, ${timeLog.id}) < (${after.start.toISOString()}::timestamptz, ${after.id})`
        : undefined;
      const rows = await db
        .select({
          // What a row shows, and the key to page by: fewer columns to read and map.
          log: {
            id: timeLog.id,
            start: timeLog.start,
            end: timeLog.end,
            durationSeconds: timeLog.durationSeconds,
            description: timeLog.description,
            billable: timeLog.billable,
            hourlyRate: timeLog.hourlyRate,
            rateType: timeLog.rateType,
            amount: timeLog.amount,
            currency: timeLog.currency,
            invoiceId: timeLog.invoiceId,
            tagIds: timeLog.tagIds,
          },
          projectName: project.name,
          activityName: activity.name,
          debtorName: debtor.name,
          username: users.username,
          email: users.email,
        })
        .from(timeLog)
        .innerJoin(project, sameCompanyRow(project, timeLog, timeLog.projectId))
        .leftJoin(activity, sameCompanyRow(activity, timeLog, timeLog.activityId))
        .leftJoin(debtor, sameCompanyRow(debtor, project, project.debtorId))
        .innerJoin(users, sameCompanyRow(users, timeLog, timeLog.userId))
        .where(byKey ? and(where, keyCondition) : where)
        .orderBy(...orderBy)
        .limit(size)
        .offset(byKey ? 0 : offset);
      if (rows.length === 0) return;
      const last = rows[rows.length - 1].log;
      after = { start: last.start, id: last.id };
      yield rows;
      if (rows.length < size) return;
    }
  }

  const filename = await exportFileName(db, user, query, owner.name);
  const [yes, no] = YES_NO[language];
  const seconds = (log: { durationSeconds: number | null; start: Date }) =>
    log.durationSeconds ?? Math.max(0, Math.floor((now.getTime() - log.start.getTime()) / 1000));
  // A running log is priced up to the export's time, as the screens show it while it runs.
  const amountOf = (log: ExportedLog, duration: number) => {
    const decimals = decimalsOf(context, log.currency);
    return log.end === null && log.billable && log.hourlyRate !== null
      ? priceOf({ rate: log.hourlyRate, rateType: log.rateType ?? "hourly" }, duration, decimals)
      : roundDecimal(log.amount, decimals);
  };

  if (format === "csv") {
    const { separator, decimal } = csvStyleOf(language, query.csv_style);
    const out = new PassThrough();
    void (async () => {
      out.write(
        `\uFEFF${headers.map((header) => csvField(header, separator)).join(separator)}\r\n`,
      );
      for await (const rows of batches(exportSettings.batchSize)) {
        const lines = rows.map(
          ({ log, projectName, activityName, debtorName, username, email }) => {
            const start = wallClock(log.start);
            const end = log.end ? wallClock(log.end) : null;
            const duration = seconds(log);
            return withPerson(
              [
                start.date,
                start.time,
                end?.time ?? "",
                decimal(hoursOf(duration)),
                hoursMinutes(duration),
                textCell(username),
                textCell(debtorName ?? ""),
                textCell(projectName),
                textCell(activityName ?? ""),
                textCell(log.description),
                log.billable ? yes : no,
                decimal(log.hourlyRate ?? ""),
                decimal(amountOf(log, duration)),
                log.currency,
                log.invoiceId ? yes : no,
                textCell(namesOf(log.tagIds, names)),
              ],
              textCell(email),
            )
              .map((value) => csvField(String(value), separator))
              .join(separator);
          },
        );
        if (!out.write(`${lines.join("\r\n")}\r\n`))
          await new Promise((resolve) => out.once("drain", resolve));
      }
      out.end();
    })().catch((error) => out.destroy(error));
    return {
      filename,
      contentType: `${TIME_LOG_EXPORT_CONTENT_TYPES.csv}; charset=utf-8`,
      body: out,
    };
  }

  async function* sheetRows() {
    for await (const rows of batches(exportSettings.xlsxBatchSize)) {
      const mapped = rows.map(({ log, projectName, activityName, debtorName, username, email }) => {
        const start = wallClock(log.start);
        const end = log.end ? wallClock(log.end) : null;
        const duration = seconds(log);
        // Spreadsheet dates carry no zone: cells hold the company's wall-clock values.
        return withPerson<WorkbookRow[number]>(
          [
            start.dayCell,
            start.minuteCell,
            end ? end.minuteCell : null,
            Number(hoursOf(duration)),
            duration / 86_400,
            username,
            debtorName,
            projectName,
            activityName,
            log.description,
            log.billable ? yes : no,
            log.hourlyRate === null ? null : Number(log.hourlyRate),
            Number(amountOf(log, duration)),
            log.currency,
            log.invoiceId ? yes : no,
            namesOf(log.tagIds, names) || null,
          ],
          email,
        );
      });
      yield mapped;
    }
  }
  const body = xlsxStream(
    {
      sheetName: SHEET_NAMES[language],
      columns: withPerson(xlsxColumns(HEADERS[language]), {
        header: EMAIL_HEADER[language],
        width: 24,
        style: {},
      }),
      created: now,
    },
    sheetRows,
  );
  return {
    filename,
    contentType: TIME_LOG_EXPORT_CONTENT_TYPES.xlsx,
    body,
  };
}
