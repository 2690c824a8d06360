/**
 * `/timesheet.js`: the free timesheet of /tools/timesheet in the browser, on the
 * markup the build rendered (features/timesheet/timesheet-tool.tsx) and with
 * its texts. The arithmetic and the storage are the tool's own modules
 * (timesheet.ts, storage.ts); this file only draws and listens.
 */
import {
  clearEntries,
  loadEntries,
  loadLastMonth,
  loadName,
  saveEntries,
  saveLastMonth,
  saveName,
} from "../../features/timesheet/storage.ts";
import {
  buildCsv,
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
  monthDays,
  parseBreak,
  type SheetRow,
  sheetRows,
  shiftMonth,
  summarize,
  utcDate,
} from "../../features/timesheet/timesheet.ts";
import { fill, type TimesheetTexts } from "../../features/timesheet/timesheet-texts.ts";

/** One day's row and what changes in it. */
interface DayRow {
  row: HTMLTableRowElement;
  inputs: { start: HTMLInputElement; end: HTMLInputElement; break: HTMLInputElement };
  printed: { start: HTMLElement; end: HTMLElement; break: HTMLElement };
  worked: HTMLTableCellElement;
  errorRow: HTMLTableRowElement;
  error: HTMLElement;
}

const FIELDS = ["start", "end", "break"] as const;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const created = Object.assign(document.createElement(tag), properties);
  created.append(...children);
  return created;
}

/** Starts the tool in `root` (the element marked `data-timesheet`). */
export function setUpTimesheet(root: HTMLElement, now = new Date()): void {
  const find = <T extends HTMLElement>(selector: string) => {
    const found = root.querySelector<T>(selector);
    if (!found) throw new Error(`timesheet: ${selector} is missing`);
    return found;
  };
  const texts = JSON.parse(find("[data-timesheet-texts]").textContent ?? "{}") as TimesheetTexts;
  const { language } = texts;
  const monthInput = find<HTMLInputElement>("[data-timesheet-month]");
  const nameInput = find<HTMLInputElement>("[data-timesheet-name]");
  const body = find<HTMLTableSectionElement>("[data-timesheet-rows]");
  const decimalSeparator = csvFormat(language).decimalSeparator;
  const formats = {
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
  };
  const plural = new Intl.PluralRules(language);
  const decimal = (minutes: number) =>
    fill(texts.decimal, { hours: formatDecimalHours(minutes, decimalSeparator) });
  const today = localDate(now);

  let month: Month = loadLastMonth() ?? localMonth(now);
  let entries: MonthEntries = {};
  /** What is typed on a day where the break is not one (kept apart from the entries). */
  let breakDrafts: Record<string, string> = {};
  let days = new Map<string, DayRow>();
  let rows: SheetRow[] = [];

  const monthLabel = () => formats.month.format(utcDate(`${month}-01`));

  function dayRow(date: string, weekend: boolean): DayRow {
    const when = utcDate(date);
    const longDay = formats.longDay.format(when);
    const isToday = date === today;
    const heading = element("th", { scope: "row" }, formats.day.format(when));
    if (isToday) {
      heading.append(
        element("span", { className: "timesheet-sr timesheet-print-hide" }, ` (${texts.today})`),
      );
    }
    const cells = FIELDS.map((field) => {
      const id = `timesheet-${field}-${date}`;
      const input = element("input", {
        id,
        type: field === "break" ? "text" : "time",
        ...(field === "break" ? { maxLength: 5, autocomplete: "off" } : {}),
      });
      input.dataset.date = date;
      input.dataset.field = field;
      const label = element("label", { htmlFor: id, className: "timesheet-sr" });
      label.textContent = fill(texts.row[field], { day: longDay });
      const printed = element("span", { className: "timesheet-print-only" });
      return { field, input, printed, cell: element("td", {}, label, input, printed) };
    });
    const worked = element("td", { className: "timesheet-worked" });
    worked.dataset.testid = `timesheet-worked-${date}`;
    const row = element("tr", {}, heading, ...cells.map(({ cell }) => cell), worked);
    row.classList.toggle("timesheet-weekend", weekend);
    row.classList.toggle("timesheet-today", isToday);
    if (isToday) row.setAttribute("aria-current", "date");
    const error = element("p", { id: `timesheet-error-${date}` });
    const errorRow = element("tr", { className: "timesheet-error", hidden: true }, element("td"));
    const errorCell = errorRow.cells[0];
    errorCell.colSpan = 5;
    errorCell.append(error);
    const pick = <T>(get: (cell: (typeof cells)[number]) => T) =>
      Object.fromEntries(cells.map((cell) => [cell.field, get(cell)])) as Record<
        (typeof FIELDS)[number],
        T
      >;
    return {
      row,
      inputs: pick((cell) => cell.input),
      printed: pick((cell) => cell.printed),
      worked,
      errorRow,
      error,
    };
  }

  /** Writes the inputs' values from the entries (after a month is opened or cleared). */
  function fillInputs(): void {
    for (const [date, day] of days) {
      const entry = entries[date];
      const values = {
        start: entry?.start ?? "",
        end: entry?.end ?? "",
        break: breakDrafts[date] ?? (entry?.breakMinutes ? String(entry.breakMinutes) : ""),
      };
      for (const field of FIELDS) {
        day.inputs[field].value = values[field];
        day.printed[field].textContent = values[field];
      }
    }
  }

  /** Recomputes the rows and the totals and shows them; the inputs stay as typed. */
  function refresh(): void {
    const invalidBreaks = new Set(
      Object.entries(breakDrafts)
        .filter(([, text]) => parseBreak(text) === null)
        .map(([date]) => date),
    );
    rows = sheetRows(month, entries, invalidBreaks);
    for (const { day, result } of rows) {
      const shown = days.get(day.date);
      if (!shown) continue;
      const error = result.ok ? null : result.error;
      shown.worked.textContent =
        result.ok && !result.empty ? formatHoursMinutes(result.minutes) : "";
      shown.row.classList.toggle("timesheet-has-error", error !== null);
      shown.errorRow.hidden = error === null;
      shown.error.textContent = error ? texts.errors[error] : "";
      for (const field of FIELDS) {
        const input = shown.inputs[field];
        if (error) {
          input.setAttribute("aria-invalid", "true");
          input.setAttribute("aria-describedby", shown.error.id);
        } else {
          input.removeAttribute("aria-invalid");
          input.removeAttribute("aria-describedby");
        }
      }
    }
    const totals = summarize(rows);
    const total = formatHoursMinutes(totals.totalMinutes);
    find("[data-testid='timesheet-total']").textContent =
      `${total} (${decimal(totals.totalMinutes)})`;
    find("[data-testid='timesheet-days-worked']").textContent = String(totals.daysWorked);
    find("[data-testid='timesheet-average']").textContent = formatHoursMinutes(
      totals.averageMinutes,
    );
    find("[data-timesheet-footer-total]").textContent = total;
    find("[data-timesheet-footer-decimal]").textContent = `(${decimal(totals.totalMinutes)})`;
    const errorDays = find("[data-timesheet-error-days]");
    errorDays.hidden = totals.errorDays === 0;
    const form = plural.select(totals.errorDays) === "one" ? "one" : "other";
    errorDays.textContent = fill(texts.errorDays[form], { count: totals.errorDays });
  }

  /** Opens a month: its rows, its entries, its heading; remembered for the next visit. */
  function showMonth(next: Month): void {
    month = next;
    monthInput.value = next;
    entries = loadEntries(next);
    breakDrafts = {};
    saveLastMonth(next);
    days = new Map(monthDays(next).map((day) => [day.date, dayRow(day.date, day.weekend)]));
    body.replaceChildren(...[...days.values()].flatMap((day) => [day.row, day.errorRow]));
    find("[data-timesheet-caption]").textContent = fill(texts.caption, { month: monthLabel() });
    find("[data-timesheet-print-heading]").textContent = fill(texts.printHeading, {
      month: monthLabel(),
    });
    fillInputs();
    refresh();
  }

  function showName(): void {
    const name = nameInput.value.trim();
    find("[data-timesheet-print-employee]").textContent = name
      ? fill(texts.printEmployee, { name })
      : "";
  }

  function onDayInput(input: HTMLInputElement): void {
    const { date, field } = input.dataset;
    const day = date ? days.get(date) : undefined;
    if (!date || !day || !field) return;
    day.printed[field as (typeof FIELDS)[number]].textContent = input.value;
    const update = (patch: Partial<DayEntry>) => {
      entries = { ...entries, [date]: { ...(entries[date] ?? EMPTY_ENTRY), ...patch } };
      saveEntries(month, entries);
    };
    if (field === "break") {
      breakDrafts = { ...breakDrafts, [date]: input.value };
      const minutes = parseBreak(input.value);
      if (minutes !== null) update({ breakMinutes: minutes });
    } else if (field === "start" || field === "end") {
      update({ [field]: input.value });
    }
    refresh();
  }

  function downloadCsv(): void {
    const blob = new Blob([buildCsv(rows, { language, labels: texts.csv })], {
      type: "text/csv;charset=utf-8",
    });
    const url = URL.createObjectURL(blob);
    const link = element("a", { href: url, download: `timesheet-${month}.csv` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  function clearMonth(): void {
    if (!window.confirm(fill(texts.clearConfirm, { month: monthLabel() }))) return;
    clearEntries(month);
    entries = {};
    breakDrafts = {};
    fillInputs();
    refresh();
  }

  body.addEventListener("input", (event) => {
    if (event.target instanceof HTMLInputElement) onDayInput(event.target);
  });
  // Some browsers report a picked time only as a change.
  body.addEventListener("change", (event) => {
    if (event.target instanceof HTMLInputElement) onDayInput(event.target);
  });
  const onMonth = () => {
    // Browsers without a month picker show a text field: wait for a whole month.
    if (isMonth(monthInput.value) && monthInput.value !== month) showMonth(monthInput.value);
  };
  monthInput.addEventListener("input", onMonth);
  monthInput.addEventListener("change", onMonth);
  nameInput.value = loadName();
  nameInput.addEventListener("input", () => {
    saveName(nameInput.value);
    showName();
  });
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-timesheet-shift]")) {
    button.addEventListener("click", () =>
      showMonth(shiftMonth(month, Number(button.dataset.timesheetShift))),
    );
  }
  root.addEventListener("click", (event) => {
    const action = (event.target as Element).closest<HTMLElement>("[data-timesheet-action]")
      ?.dataset.timesheetAction;
    if (action === "csv") downloadCsv();
    if (action === "print") window.print();
    if (action === "clear") clearMonth();
  });

  showMonth(month);
  showName();
  find("[data-timesheet-loading]").hidden = true;
  find("[data-timesheet-sheet]").hidden = false;
}

const root = typeof document === "undefined" ? null : document.querySelector("[data-timesheet]");
if (root instanceof HTMLElement && !root.dataset.timesheetStarted) {
  root.dataset.timesheetStarted = "true";
  setUpTimesheet(root);
}
