import { Alert, Box, Button, GlobalStyles, Paper, Stack, Typography } from "@mui/material";
import { type ChangeEvent, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  clearEntries,
  loadEntries,
  loadLastMonth,
  loadName,
  saveEntries,
  saveLastMonth,
  saveName,
} from "./storage.ts";
import {
  buildCsv,
  type CsvLabels,
  csvFormat,
  type DayEntry,
  EMPTY_ENTRY,
  formatDecimalHours,
  formatHoursMinutes,
  isMonth,
  localDate,
  localMonth,
  type Month,
  type MonthEntries,
  parseBreak,
  type SheetRow,
  sheetRows,
  shiftMonth,
  summarize,
  utcDate,
} from "./timesheet.ts";

/**
 * Printing shows the sheet only: the site's frame (`print-hide`) and the
 * tool's own controls (`timesheet-print-hide`) disappear, inputs give way to
 * their plain values (`timesheet-print-only`), and a month of 31 days fits one
 * A4 page in portrait.
 */
const printStyles = {
  ".timesheet-print-only": { display: "none" },
  "@page": { size: "A4 portrait", margin: "12mm" },
  "@media print": {
    ".print-hide, .timesheet-print-hide": { display: "none !important" },
    ".timesheet-print-only": { display: "revert !important" },
    body: { background: "#fff" },
    ".timesheet": { fontSize: "9pt", color: "#000" },
    ".timesheet .timesheet-sheet": { width: "100%", fontSize: "9pt" },
    ".timesheet .timesheet-sheet th, .timesheet .timesheet-sheet td": {
      padding: "0.6mm 2mm",
      lineHeight: 1.25,
    },
    ".timesheet .timesheet-sheet input": { display: "none" },
    ".timesheet .timesheet-today": { background: "none !important" },
    ".timesheet .timesheet-scroll": { overflow: "visible" },
    ".timesheet .timesheet-totals": { boxShadow: "none", border: 0, padding: 0, marginTop: "3mm" },
  },
} as const;

/** Present for screen readers, invisible on screen. */
const visuallyHidden = {
  border: 0,
  clip: "rect(0 0 0 0)",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  padding: 0,
  position: "absolute",
  whiteSpace: "nowrap",
  width: "1px",
} as const;

const inputSx = {
  font: "inherit",
  fontSize: "1rem",
  px: 0.75,
  py: 0.5,
  border: 1,
  borderColor: "grey.400",
  borderRadius: 1,
  bgcolor: "background.paper",
  color: "text.primary",
  "&:focus": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: "1px" },
  "&[aria-invalid='true']": { borderColor: "error.main" },
} as const;

/** The texts of what has been typed on a day where the break is not one (kept apart from the entries). */
type BreakDrafts = Record<string, string>;

/**
 * The free timesheet: a month of days with start, end and break, the day's
 * and the month's totals, CSV download, printing, all kept in this browser.
 * The first render is the same at build time and in every browser (no month
 * yet); the month, the entries and the name are read in an effect.
 */
export function TimesheetTool() {
  const { t, i18n } = useTranslation("timesheet");
  const language = i18n.language || "en";
  const id = useId();
  const [month, setMonth] = useState<Month | null>(null);
  const [monthDraft, setMonthDraft] = useState("");
  const [today, setToday] = useState<string | null>(null);
  const [entries, setEntries] = useState<MonthEntries>({});
  const [breakDrafts, setBreakDrafts] = useState<BreakDrafts>({});
  const [name, setName] = useState("");

  useEffect(() => {
    const now = new Date();
    const shown = loadLastMonth() ?? localMonth(now);
    setToday(localDate(now));
    setMonth(shown);
    setMonthDraft(shown);
    setEntries(loadEntries(shown));
    setName(loadName());
  }, []);

  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(language, {
        timeZone: "UTC",
        weekday: "short",
        day: "numeric",
        month: "short",
      }),
      longDay: new Intl.DateTimeFormat(language, {
        timeZone: "UTC",
        weekday: "long",
        day: "numeric",
        month: "long",
      }),
      month: new Intl.DateTimeFormat(language, { timeZone: "UTC", month: "long", year: "numeric" }),
      decimalSeparator: csvFormat(language).decimalSeparator,
    }),
    [language],
  );

  const invalidBreaks = useMemo(
    () =>
      new Set(
        Object.entries(breakDrafts)
          .filter(([, text]) => parseBreak(text) === null)
          .map(([date]) => date),
      ),
    [breakDrafts],
  );
  const rows = useMemo(
    () => (month ? sheetRows(month, entries, invalidBreaks) : []),
    [month, entries, invalidBreaks],
  );
  const totals = useMemo(() => summarize(rows), [rows]);
  const monthLabel = month ? formats.month.format(utcDate(`${month}-01`)) : "";
  const decimal = (minutes: number) => formatDecimalHours(minutes, formats.decimalSeparator);

  const showMonth = (next: Month) => {
    setMonth(next);
    setMonthDraft(next);
    setEntries(loadEntries(next));
    setBreakDrafts({});
    saveLastMonth(next);
  };

  const onMonthInput = (event: ChangeEvent<HTMLInputElement>) => {
    // Browsers without a month picker show a text field: wait for a whole month.
    setMonthDraft(event.target.value);
    if (isMonth(event.target.value) && event.target.value !== month) showMonth(event.target.value);
  };

  const update = (date: string, patch: Partial<DayEntry>) => {
    if (!month) return;
    const next = { ...entries, [date]: { ...(entries[date] ?? EMPTY_ENTRY), ...patch } };
    setEntries(next);
    saveEntries(month, next);
  };

  const onBreak = (date: string, text: string) => {
    setBreakDrafts((drafts) => ({ ...drafts, [date]: text }));
    const minutes = parseBreak(text);
    if (minutes !== null) update(date, { breakMinutes: minutes });
  };

  const onName = (event: ChangeEvent<HTMLInputElement>) => {
    setName(event.target.value);
    saveName(event.target.value);
  };

  const downloadCsv = () => {
    if (!month) return;
    const labels: CsvLabels = {
      date: t("csv.date"),
      weekday: t("csv.weekday"),
      start: t("csv.start"),
      end: t("csv.end"),
      breakMinutes: t("csv.breakMinutes"),
      worked: t("csv.worked"),
      workedDecimal: t("csv.workedDecimal"),
      total: t("csv.total"),
    };
    const blob = new Blob([buildCsv(rows, { language, labels })], {
      type: "text/csv;charset=utf-8",
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `timesheet-${month}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const clearMonth = () => {
    if (!month || !window.confirm(t("actions.clearConfirm", { month: monthLabel }))) return;
    clearEntries(month);
    setEntries({});
    setBreakDrafts({});
  };

  const signupPath = language.toLowerCase().startsWith("de") ? "/de/signup" : "/signup";
  const nameId = `${id}-name`;
  const monthId = `${id}-month`;

  return (
    <Box className="timesheet">
      <GlobalStyles styles={printStyles} />
      <Stack
        className="timesheet-print-hide"
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: "flex-end" } }}
      >
        <Box>
          <Typography component="label" htmlFor={monthId} sx={{ display: "block", mb: 0.5 }}>
            {t("month.label")}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Button
              variant="outlined"
              size="small"
              aria-label={t("month.previous")}
              disabled={!month}
              onClick={() => month && showMonth(shiftMonth(month, -1))}
            >
              ‹
            </Button>
            <Box
              component="input"
              id={monthId}
              type="month"
              value={monthDraft}
              onChange={onMonthInput}
              sx={{ ...inputSx, minWidth: "10rem" }}
            />
            <Button
              variant="outlined"
              size="small"
              aria-label={t("month.next")}
              disabled={!month}
              onClick={() => month && showMonth(shiftMonth(month, 1))}
            >
              ›
            </Button>
          </Stack>
        </Box>
        <Box>
          <Typography component="label" htmlFor={nameId} sx={{ display: "block", mb: 0.5 }}>
            {t("name.label")}
          </Typography>
          <Box
            component="input"
            id={nameId}
            type="text"
            autoComplete="name"
            maxLength={200}
            value={name}
            onChange={onName}
            aria-describedby={`${nameId}-hint`}
            sx={{ ...inputSx, width: { xs: "100%", sm: "16rem" } }}
          />
          <Typography
            id={`${nameId}-hint`}
            variant="caption"
            color="text.secondary"
            sx={{ display: "block" }}
          >
            {t("name.hint")}
          </Typography>
        </Box>
      </Stack>

      {month === null ? (
        // As tall as a screen: the month's table replaces it without moving what is in view.
        <Typography color="text.secondary" sx={{ py: 4, minHeight: "100vh" }}>
          {t("loading")}
        </Typography>
      ) : (
        <>
          <Box className="timesheet-print-only" sx={{ mb: "3mm" }}>
            <Typography component="h2" sx={{ fontSize: "14pt", fontWeight: 700 }}>
              {t("print.heading", { month: monthLabel })}
            </Typography>
            {name.trim() ? (
              <Typography sx={{ fontSize: "10pt" }}>
                {t("print.employee", { name: name.trim() })}
              </Typography>
            ) : null}
          </Box>
          <Typography
            className="timesheet-print-hide"
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1 }}
          >
            {t("table.breakHint")}
          </Typography>
          <Box className="timesheet-scroll" sx={{ overflowX: "auto" }}>
            <Sheet
              rows={rows}
              today={today}
              idPrefix={id}
              monthLabel={monthLabel}
              breakDrafts={breakDrafts}
              formats={formats}
              decimal={decimal}
              totalMinutes={totals.totalMinutes}
              onChange={update}
              onBreak={onBreak}
            />
          </Box>

          <Paper className="timesheet-totals" variant="outlined" sx={{ p: 2, mt: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t("totals.title")}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: "grid",
                gridTemplateColumns: "max-content auto",
                columnGap: 2,
                rowGap: 0.5,
                "& dd": { m: 0, fontWeight: 700 },
              }}
            >
              <dt>{t("totals.total")}</dt>
              <dd data-testid="timesheet-total">
                {formatHoursMinutes(totals.totalMinutes)} (
                {t("totals.decimal", { hours: decimal(totals.totalMinutes) })})
              </dd>
              <dt>{t("totals.daysWorked")}</dt>
              <dd data-testid="timesheet-days-worked">{totals.daysWorked}</dd>
              <dt>{t("totals.average")}</dt>
              <dd data-testid="timesheet-average">{formatHoursMinutes(totals.averageMinutes)}</dd>
            </Box>
            {totals.errorDays > 0 ? (
              <Alert severity="warning" className="timesheet-print-hide" sx={{ mt: 2 }}>
                {t("totals.errorDays", { count: totals.errorDays })}
              </Alert>
            ) : null}
          </Paper>

          <Box className="timesheet-print-only" sx={{ mt: "14mm" }}>
            <Box sx={{ display: "flex", gap: "10mm" }}>
              <Box sx={{ borderTop: "1px solid #000", width: "45mm", pt: "1mm" }}>
                {t("print.date")}
              </Box>
              <Box sx={{ borderTop: "1px solid #000", width: "80mm", pt: "1mm" }}>
                {t("print.signature")}
              </Box>
            </Box>
          </Box>

          <Stack
            className="timesheet-print-hide"
            direction={{ xs: "column", sm: "row" }}
            spacing={1}
            sx={{ mt: 2 }}
          >
            <Button variant="contained" onClick={downloadCsv}>
              {t("actions.csv")}
            </Button>
            <Button variant="outlined" onClick={() => window.print()}>
              {t("actions.print")}
            </Button>
            <Button variant="outlined" color="error" onClick={clearMonth}>
              {t("actions.clear")}
            </Button>
          </Stack>
          <Typography
            className="timesheet-print-hide"
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1 }}
          >
            {t("storage")}
          </Typography>
        </>
      )}

      <Paper
        className="timesheet-print-hide"
        variant="outlined"
        sx={{ p: 3, mt: 4, bgcolor: "#fff3e0", borderColor: "#ffe0b2" }}
      >
        <Typography variant="h6" component="h2" gutterBottom>
          {t("signup.title")}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t("signup.text")}</Typography>
        <Button variant="contained" href={signupPath}>
          {t("signup.cta")}
        </Button>
      </Paper>
    </Box>
  );
}

interface SheetProps {
  rows: SheetRow[];
  today: string | null;
  idPrefix: string;
  monthLabel: string;
  breakDrafts: BreakDrafts;
  formats: { day: Intl.DateTimeFormat; longDay: Intl.DateTimeFormat };
  decimal: (minutes: number) => string;
  totalMinutes: number;
  onChange: (date: string, patch: Partial<DayEntry>) => void;
  onBreak: (date: string, text: string) => void;
}

/** The month's table: a row per day with its inputs and total, an error line under a day that has one. */
function Sheet({
  rows,
  today,
  idPrefix,
  monthLabel,
  breakDrafts,
  formats,
  decimal,
  totalMinutes,
  onChange,
  onBreak,
}: SheetProps) {
  const { t } = useTranslation("timesheet");
  return (
    <Box
      component="table"
      className="timesheet-sheet"
      sx={{
        borderCollapse: "collapse",
        minWidth: { sm: 560 },
        width: "100%",
        printColorAdjust: "exact",
        WebkitPrintColorAdjust: "exact",
        "& th, & td": {
          borderBottom: 1,
          borderColor: "divider",
          px: 1,
          py: 0.5,
          textAlign: "left",
          verticalAlign: "middle",
        },
        "& thead th": { fontWeight: 700, borderBottom: 2, borderColor: "text.primary" },
        "& tfoot th, & tfoot td": { fontWeight: 700, borderTop: 2, borderBottom: 0 },
        "& .timesheet-weekend": { bgcolor: "grey.50", color: "text.secondary" },
        "& .timesheet-today": { bgcolor: "#fff3e0" },
        "& .timesheet-error td": { borderBottom: 1, borderColor: "divider", pt: 0 },
        "& .timesheet-has-error th, & .timesheet-has-error td": { borderBottom: 0 },
        "& input": inputSx,
        "& input[type='text']": { width: "5rem" },
      }}
    >
      <Box component="caption" sx={visuallyHidden}>
        {t("table.caption", { month: monthLabel })}
      </Box>
      <thead>
        <tr>
          <th scope="col">{t("table.day")}</th>
          <th scope="col">{t("table.start")}</th>
          <th scope="col">{t("table.end")}</th>
          <th scope="col">{t("table.break")}</th>
          <th scope="col">{t("table.worked")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <DayRow
            key={row.day.date}
            row={row}
            isToday={row.day.date === today}
            idPrefix={idPrefix}
            breakText={
              breakDrafts[row.day.date] ??
              (row.entry?.breakMinutes ? String(row.entry.breakMinutes) : "")
            }
            formats={formats}
            onChange={onChange}
            onBreak={onBreak}
          />
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            {t("table.total")}
          </th>
          <td>
            {formatHoursMinutes(totalMinutes)}{" "}
            <Box component="span" sx={{ fontWeight: 400, whiteSpace: "nowrap" }}>
              ({t("totals.decimal", { hours: decimal(totalMinutes) })})
            </Box>
          </td>
        </tr>
      </tfoot>
    </Box>
  );
}

function DayRow({
  row: { day, entry, result },
  isToday,
  idPrefix,
  breakText,
  formats,
  onChange,
  onBreak,
}: {
  row: SheetRow;
  isToday: boolean;
  idPrefix: string;
  breakText: string;
  formats: SheetProps["formats"];
  onChange: SheetProps["onChange"];
  onBreak: SheetProps["onBreak"];
}) {
  const { t } = useTranslation("timesheet");
  const when = utcDate(day.date);
  const longDay = formats.longDay.format(when);
  const errorId = `${idPrefix}-error-${day.date}`;
  const error = result.ok ? null : result.error;
  const invalid = error !== null;
  const describedBy = invalid ? errorId : undefined;
  const classes = [
    day.weekend ? "timesheet-weekend" : "",
    isToday ? "timesheet-today" : "",
    invalid ? "timesheet-has-error" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const ids = {
    start: `${idPrefix}-start-${day.date}`,
    end: `${idPrefix}-end-${day.date}`,
    break: `${idPrefix}-break-${day.date}`,
  };
  const start = entry?.start ?? "";
  const end = entry?.end ?? "";
  return (
    <>
      <tr className={classes || undefined} aria-current={isToday ? "date" : undefined}>
        <th scope="row" style={{ whiteSpace: "nowrap", fontWeight: isToday ? 700 : 400 }}>
          {formats.day.format(when)}
          {isToday ? (
            <Box component="span" className="timesheet-print-hide" sx={visuallyHidden}>
              {` (${t("row.today")})`}
            </Box>
          ) : null}
        </th>
        <td>
          <Box component="label" htmlFor={ids.start} sx={visuallyHidden}>
            {t("row.start", { day: longDay })}
          </Box>
          <input
            id={ids.start}
            type="time"
            value={start}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(day.date, { start: event.target.value })}
          />
          <span className="timesheet-print-only">{start}</span>
        </td>
        <td>
          <Box component="label" htmlFor={ids.end} sx={visuallyHidden}>
            {t("row.end", { day: longDay })}
          </Box>
          <input
            id={ids.end}
            type="time"
            value={end}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(day.date, { end: event.target.value })}
          />
          <span className="timesheet-print-only">{end}</span>
        </td>
        <td>
          <Box component="label" htmlFor={ids.break} sx={visuallyHidden}>
            {t("row.break", { day: longDay })}
          </Box>
          <input
            id={ids.break}
            type="text"
            maxLength={5}
            autoComplete="off"
            value={breakText}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onBreak(day.date, event.target.value)}
          />
          <span className="timesheet-print-only">{breakText}</span>
        </td>
        <td data-testid={`timesheet-worked-${day.date}`} style={{ whiteSpace: "nowrap" }}>
          {result.ok && !result.empty ? formatHoursMinutes(result.minutes) : ""}
        </td>
      </tr>
      {error ? (
        <tr className="timesheet-error">
          <td colSpan={5}>
            <Typography id={errorId} variant="body2" color="error" sx={{ fontSize: "inherit" }}>
              {t(`errors.${error}`)}
            </Typography>
          </td>
        </tr>
      ) : null}
    </>
  );
}
