import { Alert, Box, Button, GlobalStyles, Paper, Stack, Typography } from "@mui/material";
import { sitePath } from "@tempus/contract/constants";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../components/visually-hidden.ts";
import type { TimesheetTexts } from "./timesheet-texts.ts";

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

/**
 * The free timesheet as the build renders it: the month and name fields, an
 * empty table, the totals, the buttons and the call to sign up, plus the texts
 * the page script needs (`<script type="application/json">`, not executed).
 * `/timesheet.js` (app/site/browser/timesheet-script.ts) fills in the month's
 * rows, adds up, keeps the entries in this browser, downloads and prints; the
 * page ships no React (decision 007). Until the script runs, a line says it
 * is loading, as tall as a screen so the table replaces it without a shift.
 */
export function TimesheetTool() {
  const { t, i18n } = useTranslation("timesheet");
  const language = i18n.language || "en";
  const raw = (key: string) => String(i18n.getResource(language, "timesheet", key) ?? key);
  const texts: TimesheetTexts = {
    language,
    row: { start: raw("row.start"), end: raw("row.end"), break: raw("row.break") },
    today: raw("row.today"),
    errors: {
      incomplete: raw("errors.incomplete"),
      invalidTime: raw("errors.invalidTime"),
      invalidBreak: raw("errors.invalidBreak"),
      breakTooLong: raw("errors.breakTooLong"),
    },
    caption: raw("table.caption"),
    decimal: raw("totals.decimal"),
    errorDays: { one: raw("totals.errorDays_one"), other: raw("totals.errorDays_other") },
    printHeading: raw("print.heading"),
    printEmployee: raw("print.employee"),
    clearConfirm: raw("actions.clearConfirm"),
    csv: {
      date: raw("csv.date"),
      weekday: raw("csv.weekday"),
      start: raw("csv.start"),
      end: raw("csv.end"),
      breakMinutes: raw("csv.breakMinutes"),
      worked: raw("csv.worked"),
      workedDecimal: raw("csv.workedDecimal"),
      total: raw("csv.total"),
    },
  };
  const signupPath = sitePath("/signup", language.slice(0, 2).toLowerCase());

  return (
    <Box className="timesheet" data-timesheet="">
      <GlobalStyles styles={printStyles} />
      <script
        type="application/json"
        data-timesheet-texts=""
        // JSON as data, with "<" escaped so no text can end the element.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized data, not markup
        dangerouslySetInnerHTML={{ __html: JSON.stringify(texts).replace(/</g, "\\u003c") }}
      />
      <Stack
        className="timesheet-print-hide"
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: "flex-end" } }}
      >
        <Box>
          <Typography
            component="label"
            htmlFor="timesheet-month"
            sx={{ display: "block", mb: 0.5 }}
          >
            {t("month.label")}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Button
              variant="outlined"
              size="small"
              aria-label={t("month.previous")}
              data-timesheet-shift="-1"
            >
              ‹
            </Button>
            <Box
              component="input"
              id="timesheet-month"
              type="month"
              data-timesheet-month=""
              sx={{ ...inputSx, minWidth: "10rem" }}
            />
            <Button
              variant="outlined"
              size="small"
              aria-label={t("month.next")}
              data-timesheet-shift="1"
            >
              ›
            </Button>
          </Stack>
        </Box>
        <Box>
          <Typography component="label" htmlFor="timesheet-name" sx={{ display: "block", mb: 0.5 }}>
            {t("name.label")}
          </Typography>
          <Box
            component="input"
            id="timesheet-name"
            type="text"
            autoComplete="name"
            maxLength={200}
            data-timesheet-name=""
            aria-describedby="timesheet-name-hint"
            sx={{ ...inputSx, width: { xs: "100%", sm: "16rem" } }}
          />
          <Typography
            id="timesheet-name-hint"
            variant="caption"
            color="text.secondary"
            sx={{ display: "block" }}
          >
            {t("name.hint")}
          </Typography>
        </Box>
      </Stack>

      <Typography
        data-timesheet-loading=""
        color="text.secondary"
        sx={{ py: 4, minHeight: "100vh", "&[hidden]": { display: "none" } }}
      >
        {t("loading")}
      </Typography>
      <Box data-timesheet-sheet="" hidden sx={{ "&[hidden]": { display: "none" } }}>
        <Box className="timesheet-print-only" sx={{ mb: "3mm" }}>
          <Typography
            component="h2"
            data-timesheet-print-heading=""
            sx={{ fontSize: "14pt", fontWeight: 700 }}
          />
          <Typography
            data-timesheet-print-employee=""
            sx={{ fontSize: "10pt", "&:empty": { display: "none" } }}
          />
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
          <Sheet />
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
            <dd data-testid="timesheet-total" />
            <dt>{t("totals.daysWorked")}</dt>
            <dd data-testid="timesheet-days-worked" />
            <dt>{t("totals.average")}</dt>
            <dd data-testid="timesheet-average" />
          </Box>
          <Alert
            severity="warning"
            className="timesheet-print-hide"
            data-timesheet-error-days=""
            hidden
            sx={{ mt: 2, "&[hidden]": { display: "none" } }}
          />
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
          <Button variant="contained" data-timesheet-action="csv">
            {t("actions.csv")}
          </Button>
          <Button variant="outlined" data-timesheet-action="print">
            {t("actions.print")}
          </Button>
          <Button variant="outlined" color="error" data-timesheet-action="clear">
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
      </Box>

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

/**
 * The month's table without rows: the script adds a row per day (and an error
 * line under a day that has one). Its styles reach those rows through classes.
 */
function Sheet() {
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
        "& tbody th": { whiteSpace: "nowrap", fontWeight: 400 },
        "& .timesheet-weekend": { bgcolor: "grey.50", color: "text.secondary" },
        "& .timesheet-today": { bgcolor: "#fff3e0" },
        "& .timesheet-today th": { fontWeight: 700 },
        "& .timesheet-worked": { whiteSpace: "nowrap" },
        "& .timesheet-decimal": { fontWeight: 400, whiteSpace: "nowrap" },
        "& .timesheet-error td": { borderBottom: 1, borderColor: "divider", pt: 0 },
        "& .timesheet-error p": { m: 0, color: "error.main", fontSize: "0.875rem" },
        "& .timesheet-has-error th, & .timesheet-has-error td": { borderBottom: 0 },
        "& .timesheet-sr": visuallyHidden,
        "& input": inputSx,
        "& input[type='text']": { width: "5rem" },
      }}
    >
      <Box component="caption" data-timesheet-caption="" sx={visuallyHidden} />
      <thead>
        <tr>
          <th scope="col">{t("table.day")}</th>
          <th scope="col">{t("table.start")}</th>
          <th scope="col">{t("table.end")}</th>
          <th scope="col">{t("table.break")}</th>
          <th scope="col">{t("table.worked")}</th>
        </tr>
      </thead>
      <tbody data-timesheet-rows="" />
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            {t("table.total")}
          </th>
          <td>
            <span data-timesheet-footer-total="" />{" "}
            <span className="timesheet-decimal" data-timesheet-footer-decimal="" />
          </td>
        </tr>
      </tfoot>
    </Box>
  );
}
