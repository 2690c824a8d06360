import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import {
  INVOICE_GROUPINGS,
  INVOICE_LANGUAGES,
  INVOICE_MESSAGES,
  InvoiceWriteSchema,
} from "@tempus/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { checkBody } from "../../lib/check-body.ts";
import { splitErrors } from "../../lib/form-errors.ts";
import { useCompany, useCurrencies } from "../masterdata/index.ts";
import { useDebtor, useDebtors, useProjects } from "../projects/index.ts";
import { AdvanceInvoices, advanceAmount } from "./advance-invoices.tsx";
import {
  type InvoiceDetail,
  useDeductibleAdvances,
  useInvoice,
  useInvoicePreview,
  useSaveDraft,
} from "./api.ts";
import {
  cashDiscountErrors,
  completeBody,
  DRAFT_FIELDS,
  type DraftValues,
  defaultCategory,
  draftBody,
  draftValues,
  emptyDraft,
  manualLineErrors,
  unbilledPeriod,
} from "./draft-form.ts";
import { fromCents, toCents } from "./format.ts";
import { InvoiceLines, InvoiceTotals } from "./invoice-lines.tsx";
import { ManualLines } from "./manual-lines.tsx";
import { Section } from "./section.tsx";
import { useDebounced } from "./use-debounced.ts";

/** How long the form must rest before the preview is read again. */
const PREVIEW_DELAY_MS = 400;

/** Read once (answered or refused) or never to be read: a form can start from what it gave. */
const settled = (query: { isLoading: boolean; isFetched: boolean }) =>
  !query.isLoading || query.isFetched;

/**
 * A new invoice, with `debtor` chosen when the page was opened from a debtor or
 * from "ready to bill": its period covers the debtor's unbilled logs, its cash
 * discount is the company's.
 */
export function InvoiceCreatePage({ debtor }: { debtor: string }) {
  const { i18n } = useTranslation("invoices");
  const company = useCompany();
  const detail = useDebtor(debtor);
  if (!settled(company) || !settled(detail)) return <ListStatus state="loading" />;
  const initial = emptyDraft(debtor, i18n.language, {
    period: unbilledPeriod(detail.data),
    cashDiscount: company.data && {
      days: company.data.cash_discount_days,
      percent: company.data.cash_discount_percent,
    },
  });
  return <DraftEditor initial={initial} draft={null} />;
}

/** A draft's parameters, changed and built again. */
export function InvoiceEditPage({ id }: { id: string }) {
  const { t } = useTranslation("invoices");
  const invoice = useInvoice(id);
  const debtors = useDebtors();
  const company = useCompany();
  if (invoice.isError) return <Alert severity="error">{t("notFound")}</Alert>;
  if (!invoice.data || !settled(debtors) || !settled(company))
    return <ListStatus state="loading" />;
  if (invoice.data.status !== "draft") return <Alert severity="info">{t("notDraft")}</Alert>;
  const debtor = debtors.data?.find((entry) => entry.id === invoice.data.debtor);
  const initial = draftValues(invoice.data, {
    treatment: debtor?.tax_treatment,
    smallBusiness: company.data?.tax_regime === "small_business",
    exemptionReason: debtor?.tax_exemption_reason,
  });
  return <DraftEditor initial={initial} draft={invoice.data} />;
}

/** The draft form beside the live preview of its lines and totals. */
function DraftEditor({ initial, draft }: { initial: DraftValues; draft: InvoiceDetail | null }) {
  const { t } = useTranslation("invoices");
  const navigate = useNavigate();
  const debtors = useDebtors();
  const projects = useProjects(true);
  const currencies = useCurrencies();
  const company = useCompany();
  const save = useSaveDraft();
  const [values, setValues] = useState<DraftValues>(initial);
  const [saveErrors, setSaveErrors] = useState<{
    atFields: Record<string, string>;
    general: string[];
  }>({ atFields: {}, general: [] });
  const [submitted, setSubmitted] = useState(false);
  /** A new draft's period follows the chosen debtor's unbilled logs until the user sets it. */
  const [periodSet, setPeriodSet] = useState(draft !== null);
  const set = <K extends keyof DraftValues>(name: K, value: DraftValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const debtor = debtors.data?.find((entry) => String(entry.id) === values.debtor);
  const debtorDetail = useDebtor(periodSet ? "" : values.debtor);
  const unbilled = debtorDetail.data;
  useEffect(() => {
    if (periodSet || !unbilled || String(unbilled.id) !== values.debtor) return;
    const period = unbilledPeriod(unbilled);
    setValues((current) =>
      current.service_from === period.from && current.service_until === period.until
        ? current
        : { ...current, service_from: period.from, service_until: period.until },
    );
  }, [periodSet, unbilled, values.debtor]);

  const advance = values.type_code === "386";
  const currency =
    values.currency || debtor?.currency || company.data?.default_currency || undefined;
  const advances = useDeductibleAdvances(advance ? "" : values.debtor);
  const deductible = (advances.data ?? []).filter(
    (entry) => currency === undefined || entry.currency === currency,
  );

  const lineErrors = manualLineErrors(values.manual_lines);
  const discountErrors = cashDiscountErrors(values);
  const previewBody = useDebounced(
    Object.keys(lineErrors).length === 0 ? completeBody(values) : null,
    PREVIEW_DELAY_MS,
  );
  const preview = useInvoicePreview(previewBody);
  const previewErrors = preview.isError
    ? splitErrors(preview.error, DRAFT_FIELDS, t("accounts:unexpected"))
    : { atFields: {}, general: [] };
  // The server's rule, known before asking: the period must not end before it starts.
  const periodError =
    values.service_from && values.service_until && values.service_until < values.service_from
      ? INVOICE_MESSAGES.periodEndBeforeStart
      : undefined;
  const fieldError = (name: string) =>
    saveErrors.atFields[name] ??
    previewErrors.atFields[name] ??
    discountErrors[name] ??
    (name === "service_until" ? periodError : undefined);
  const debtorProjects = (projects.data ?? []).filter(
    (project) => String(project.debtor) === values.debtor,
  );
  /** The category a manual line of `rate` gets from the debtor (null while it is unknown). */
  const categoryOf = (rate: string) =>
    debtor
      ? defaultCategory(
          debtor.tax_treatment,
          company.data?.tax_regime === "small_business",
          rate || values.tax_rate || company.data?.default_tax_rate || "1",
        )
      : null;
  const chosenAdvances = deductible.filter((entry) => values.advance_invoices.includes(entry.id));
  const prepaid = chosenAdvances.reduce((sum, entry) => sum + toCents(advanceAmount(entry)), 0);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSaveErrors({ atFields: {}, general: [] });
    if (Object.keys(lineErrors).length > 0 || Object.keys(discountErrors).length > 0) return;
    try {
      const body = checkBody(InvoiceWriteSchema, draftBody(values));
      const saved = await save.mutateAsync({ id: draft?.id ?? null, body });
      navigate(`/app/invoices/${saved.id}`);
    } catch (error) {
      setSaveErrors(splitErrors(error, DRAFT_FIELDS, t("accounts:unexpected")));
    }
  };

  type TextName =
    | "service_from"
    | "service_until"
    | "tax_rate"
    | "notes"
    | "buyer_reference"
    | "order_reference"
    | "contract_reference"
    | "project_reference"
    | "cash_discount_days"
    | "cash_discount_percent";
  const textField = (
    name: TextName,
    { helperText, ...props }: { helperText?: string } & Record<string, unknown> = {},
  ) => (
    <TextField
      id={`field-${name}`}
      label={t(`fields.${name}`)}
      value={values[name]}
      onChange={(event) => {
        if (name === "service_from" || name === "service_until") setPeriodSet(true);
        set(name, event.target.value);
      }}
      error={Boolean(fieldError(name))}
      helperText={fieldError(name) ?? helperText}
      {...props}
    />
  );
  const twoColumns = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } };

  return (
    <Stack spacing={3} component="form" onSubmit={submit} noValidate>
      <Typography variant="h2" component="h1">
        {draft ? t("editor.editTitle", { id: draft.id }) : t("editor.createTitle")}
      </Typography>
      {saveErrors.general.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      <Card variant="outlined">
        <CardContent>
          <Box sx={twoColumns}>
            <TextField
              select
              id="field-debtor"
              required
              label={t("fields.debtor")}
              value={debtors.data ? values.debtor : ""}
              onChange={(event) =>
                setValues({
                  ...values,
                  debtor: event.target.value,
                  projects: [],
                  advance_invoices: [],
                })
              }
              error={Boolean(fieldError("debtor"))}
              helperText={fieldError("debtor")}
            >
              {(debtors.data ?? []).map((entry) => (
                <MenuItem key={entry.id} value={String(entry.id)}>
                  {entry.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              id="field-type_code"
              label={t("fields.type_code")}
              value={values.type_code}
              onChange={(event) => set("type_code", event.target.value as DraftValues["type_code"])}
              error={Boolean(fieldError("type_code"))}
              helperText={fieldError("type_code")}
            >
              {(["380", "386"] as const).map((code) => (
                <MenuItem key={code} value={code}>
                  {t(`types.${code}`)}
                </MenuItem>
              ))}
            </TextField>
            {advance && (
              <Alert severity="info" sx={{ gridColumn: "1 / -1" }}>
                {t("editor.advanceOnly")}
              </Alert>
            )}
            {textField("service_from", {
              type: "date",
              slotProps: { inputLabel: { shrink: true } },
            })}
            {textField("service_until", {
              type: "date",
              slotProps: { inputLabel: { shrink: true } },
            })}
            {!advance && (
              <>
                <TextField
                  select
                  id="field-grouping"
                  label={t("fields.grouping")}
                  value={values.grouping}
                  onChange={(event) =>
                    set("grouping", event.target.value as DraftValues["grouping"])
                  }
                  error={Boolean(fieldError("grouping"))}
                  helperText={fieldError("grouping")}
                >
                  {INVOICE_GROUPINGS.map((grouping) => (
                    <MenuItem key={grouping} value={grouping}>
                      {t(`groupings.${grouping}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  id="field-projects"
                  label={t("fields.projects")}
                  value={values.projects.map(String)}
                  onChange={(event) => {
                    const chosen = event.target.value as unknown as string[];
                    set("projects", chosen.map(Number));
                  }}
                  error={Boolean(fieldError("projects"))}
                  helperText={fieldError("projects") ?? t("editor.allProjects")}
                  slotProps={{
                    select: {
                      multiple: true,
                      renderValue: (selected) => (
                        <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap" }}>
                          {(selected as string[]).map((id) => (
                            <Chip
                              key={id}
                              size="small"
                              label={
                                debtorProjects.find((project) => String(project.id) === id)?.name
                              }
                            />
                          ))}
                        </Stack>
                      ),
                    },
                  }}
                >
                  {debtorProjects.map((project) => (
                    <MenuItem key={project.id} value={String(project.id)}>
                      {project.name}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            )}
            <TextField
              select
              id="field-currency"
              label={t("fields.currency")}
              value={currencies.data ? values.currency : ""}
              onChange={(event) => setValues({ ...values, currency: event.target.value })}
              error={Boolean(fieldError("currency"))}
              helperText={fieldError("currency")}
            >
              <MenuItem value="">{t("editor.defaultCurrency")}</MenuItem>
              {(currencies.data ?? []).map((entry) => (
                <MenuItem key={entry.code} value={entry.code}>
                  {entry.code}
                </MenuItem>
              ))}
            </TextField>
            {textField("tax_rate", {
              placeholder: t("editor.defaultTaxRate"),
              slotProps: { htmlInput: { inputMode: "decimal" } },
            })}
            <TextField
              select
              id="field-language"
              label={t("fields.language")}
              value={values.language}
              onChange={(event) => set("language", event.target.value as DraftValues["language"])}
              error={Boolean(fieldError("language"))}
              helperText={fieldError("language")}
            >
              {INVOICE_LANGUAGES.map((language) => (
                <MenuItem key={language} value={language}>
                  {t(`languages.${language}`)}
                </MenuItem>
              ))}
            </TextField>
            {!advance && (
              <FormControlLabel
                control={
                  <Switch
                    checked={values.include_time}
                    onChange={(event) => set("include_time", event.target.checked)}
                  />
                }
                label={t("fields.include_time")}
              />
            )}
          </Box>
          <Box sx={{ mt: 2 }}>{textField("notes", { multiline: true, fullWidth: true })}</Box>
        </CardContent>
      </Card>

      <Section title={t("editor.references")}>
        <Box sx={twoColumns}>
          {textField("buyer_reference", {
            helperText: debtor?.buyer_reference
              ? t("editor.buyerReferenceDebtor", { reference: debtor.buyer_reference })
              : t("editor.buyerReferenceNone"),
          })}
          {textField("order_reference")}
          {textField("contract_reference")}
          {textField("project_reference")}
          {textField("cash_discount_days", {
            helperText: t("editor.cashDiscountHelp"),
            slotProps: { htmlInput: { inputMode: "numeric" } },
          })}
          {textField("cash_discount_percent", {
            slotProps: { htmlInput: { inputMode: "decimal" } },
          })}
        </Box>
      </Section>

      {!advance &&
        (deductible.length > 0 ||
          values.advance_invoices.length > 0 ||
          fieldError("advance_invoices")) && (
          <Card variant="outlined">
            <CardContent>
              <AdvanceInvoices
                advances={deductible}
                chosen={values.advance_invoices}
                onChange={(chosen) => set("advance_invoices", chosen)}
                error={fieldError("advance_invoices")}
              />
            </CardContent>
          </Card>
        )}

      <ManualLines
        lines={values.manual_lines}
        onChange={(lines) => set("manual_lines", lines)}
        errors={lineErrors}
        showErrors={submitted}
        sectionError={fieldError("manual_lines")}
        defaultCategory={categoryOf}
      />

      <Section
        title={t("editor.preview")}
        testId="invoice-preview"
        aside={
          preview.isFetching && <CircularProgress size={18} aria-label={t("editor.previewing")} />
        }
      >
        {previewBody === null && !preview.data && (
          <Typography color="text.secondary">{t("editor.previewIncomplete")}</Typography>
        )}
        {previewErrors.general.map((message) => (
          <Alert key={message} severity="warning">
            {message}
          </Alert>
        ))}
        {preview.data && !preview.isError && (
          <>
            {preview.isPlaceholderData && <LinearProgress aria-label={t("editor.previewing")} />}
            <InvoiceLines lines={preview.data.lines} currency={preview.data.currency} />
            <InvoiceTotals
              totals={preview.data}
              currency={preview.data.currency}
              deductions={
                prepaid > 0
                  ? [
                      {
                        label: t("totals.prepaid"),
                        amount: fromCents(prepaid),
                        testId: "prepaid-total",
                      },
                    ]
                  : []
              }
              due={fromCents(toCents(preview.data.gross_total) - prepaid)}
            />
          </>
        )}
      </Section>
      <Button
        type="submit"
        variant="contained"
        disabled={save.isPending}
        sx={{ alignSelf: "flex-start" }}
      >
        {draft ? t("editor.save") : t("editor.create")}
      </Button>
    </Stack>
  );
}
