import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import {
  INVOICE_GROUPINGS,
  INVOICE_LANGUAGES,
  INVOICE_MESSAGES,
  InvoiceWriteSchema,
} from "@tempus/contract";
import { useEffect, useMemo, useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { contractResolver, requiring } from "../../components/forms/contract-resolver.ts";
import { FormErrors } from "../../components/forms/form-errors.tsx";
import { SwitchField } from "../../components/forms/switch-field.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { readDecimal } from "../../lib/decimal-input.ts";
import { applyServerErrors, splitErrors } from "../../lib/form-errors.ts";
import { useCompany, useCurrencies } from "../masterdata/index.ts";
import { useDebtor, useDebtors, useProjects } from "../projects/index.ts";
import { AdvanceInvoices, advanceAmount } from "./advance-invoices.tsx";
import {
  type InvoiceDetail,
  type InvoiceWriteBody,
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

/**
 * What the editor asks for itself when it is left empty: the debtor (sent as null, the
 * contract would refuse it without saying that one is needed).
 */
const REQUIRED = ["debtor"] as const;

/**
 * The draft's checks before it is sent. The server's rules known here keep it
 * back first, each at its field: a manual line the contract refuses (shown at the
 * line's fields) and a cash discount of days or percent alone. Then the
 * contract's schema judges the body `draftBody` makes of the values.
 */
const draftResolverIn = (language: string): Resolver<DraftValues, unknown, InvoiceWriteBody> => {
  const checkedByContract = contractResolver(InvoiceWriteSchema, (values: DraftValues) =>
    draftBody(values, language),
  );
  return (values, context, options) => {
    const lines = manualLineErrors(values.manual_lines, language);
    const discount = cashDiscountErrors(values);
    if (Object.keys(lines).length === 0 && Object.keys(discount).length === 0)
      return checkedByContract(values, context, options);
    const refusal = (messages: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(messages).map(([field, message]) => [field, { type: "contract", message }]),
      );
    const errors: Record<string, unknown> = refusal(discount);
    if (Object.keys(lines).length > 0)
      errors.manual_lines = values.manual_lines.map((line) =>
        lines[line.key] ? refusal(lines[line.key]) : undefined,
      );
    return { values: {}, errors: errors as FieldErrors<DraftValues> };
  };
};

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
  const { t, i18n } = useTranslation("invoices");
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
    inputLanguage: i18n.language,
  });
  return <DraftEditor initial={initial} draft={invoice.data} />;
}

/** The draft form beside the live preview of its lines and totals. */
function DraftEditor({ initial, draft }: { initial: DraftValues; draft: InvoiceDetail | null }) {
  const { t, i18n } = useTranslation("invoices");
  const language = i18n.language;
  const draftResolver = useMemo(() => draftResolverIn(language), [language]);
  const navigate = useNavigate();
  const debtors = useDebtors();
  const projects = useProjects(true);
  const currencies = useCurrencies();
  const company = useCompany();
  const save = useSaveDraft();
  const form = useForm<DraftValues, unknown, InvoiceWriteBody>({
    defaultValues: initial,
    resolver: requiring(REQUIRED, t("common:form.required"), draftResolver),
    // The focus stays where it was when something is refused; each message is at its field.
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = form.formState;
  const [general, setGeneral] = useState<string[]>([]);
  const values = form.watch();
  /** A new draft's period follows the chosen debtor's unbilled logs until the user sets it. */
  const [periodSet, setPeriodSet] = useState(draft !== null);

  const debtor = debtors.data?.find((entry) => String(entry.id) === values.debtor);
  const debtorDetail = useDebtor(periodSet ? "" : values.debtor);
  const unbilled = debtorDetail.data;
  useEffect(() => {
    if (periodSet || !unbilled || String(unbilled.id) !== values.debtor) return;
    const period = unbilledPeriod(unbilled);
    if (form.getValues("service_from") !== period.from) form.setValue("service_from", period.from);
    if (form.getValues("service_until") !== period.until)
      form.setValue("service_until", period.until);
  }, [periodSet, unbilled, values.debtor, form]);

  const advance = values.type_code === "386";
  const currency =
    values.currency || debtor?.currency || company.data?.default_currency || undefined;
  const advances = useDeductibleAdvances(advance ? "" : values.debtor);
  const deductible = (advances.data ?? []).filter(
    (entry) => currency === undefined || entry.currency === currency,
  );

  const lineErrors = manualLineErrors(values.manual_lines, language);
  const discountErrors = cashDiscountErrors(values);
  const previewBody = useDebounced(
    Object.keys(lineErrors).length === 0 ? completeBody(values, language) : null,
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
  const fieldError = (name: keyof DraftValues) =>
    errors[name]?.message ??
    (previewErrors.atFields as Record<string, string>)[name] ??
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
          readDecimal(rate || values.tax_rate || company.data?.default_tax_rate || "1", language),
        )
      : null;
  const chosenAdvances = deductible.filter((entry) => values.advance_invoices.includes(entry.id));
  const prepaid = chosenAdvances.reduce((sum, entry) => sum + toCents(advanceAmount(entry)), 0);

  const send = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: draft?.id ?? null, body });
      navigate(`/app/invoices/${saved.id}`);
    } catch (error) {
      setGeneral(applyServerErrors(error, DRAFT_FIELDS, form.setError, t("accounts:unexpected")));
    }
  });
  const submit = (event: React.FormEvent) => {
    setGeneral([]);
    void send(event);
  };
  const messages = [...(errors.root?.message ? [errors.root.message] : []), ...general];

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
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <TextField
          id={`field-${name}`}
          label={t(`fields.${name}`)}
          value={field.value}
          onChange={(event) => {
            if (name === "service_from" || name === "service_until") setPeriodSet(true);
            field.onChange(event.target.value);
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldError(name))}
          helperText={fieldError(name) ?? helperText}
          {...props}
        />
      )}
    />
  );
  type SelectName = "debtor" | "type_code" | "grouping" | "currency" | "language";
  /** A choice of the form's, showing its message. */
  const select = (
    name: SelectName,
    {
      value,
      onChange,
      children,
      ...props
    }: {
      /** What the select shows of the form's value (else the value itself). */
      value?: (current: string) => string;
      /** What else a choice changes. */
      onChange?: () => void;
      children: React.ReactNode;
      required?: boolean;
    },
  ) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <TextField
          select
          id={`field-${name}`}
          label={t(`fields.${name}`)}
          value={value ? value(field.value) : field.value}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChange?.();
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldError(name))}
          helperText={fieldError(name)}
          {...props}
        >
          {children}
        </TextField>
      )}
    />
  );
  const twoColumns = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } };

  return (
    <Stack spacing={3} component="form" onSubmit={submit} noValidate>
      <Typography variant="h2" component="h1">
        {draft ? t("editor.editTitle", { id: draft.id }) : t("editor.createTitle")}
      </Typography>
      <FormErrors messages={messages} />
      <Card variant="outlined">
        <CardContent>
          <Box sx={twoColumns}>
            {select("debtor", {
              required: true,
              value: (current) => (debtors.data ? current : ""),
              // Another debtor's projects and advance invoices are not this one's.
              onChange: () => {
                form.setValue("projects", []);
                form.setValue("advance_invoices", []);
              },
              children: (debtors.data ?? []).map((entry) => (
                <MenuItem key={entry.id} value={String(entry.id)}>
                  {entry.name}
                </MenuItem>
              )),
            })}
            {select("type_code", {
              children: (["380", "386"] as const).map((code) => (
                <MenuItem key={code} value={code}>
                  {t(`types.${code}`)}
                </MenuItem>
              )),
            })}
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
                {select("grouping", {
                  children: INVOICE_GROUPINGS.map((grouping) => (
                    <MenuItem key={grouping} value={grouping}>
                      {t(`groupings.${grouping}`)}
                    </MenuItem>
                  )),
                })}
                <Controller
                  name="projects"
                  control={form.control}
                  render={({ field }) => (
                    <TextField
                      select
                      id="field-projects"
                      label={t("fields.projects")}
                      value={field.value.map(String)}
                      onChange={(event) => {
                        const chosen = event.target.value as unknown as string[];
                        field.onChange(chosen.map(Number));
                      }}
                      onBlur={field.onBlur}
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
                                    debtorProjects.find((project) => String(project.id) === id)
                                      ?.name
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
                  )}
                />
              </>
            )}
            {select("currency", {
              value: (current) => (currencies.data ? current : ""),
              children: [
                <MenuItem key="" value="">
                  {t("editor.defaultCurrency")}
                </MenuItem>,
                ...(currencies.data ?? []).map((entry) => (
                  <MenuItem key={entry.code} value={entry.code}>
                    {entry.code}
                  </MenuItem>
                )),
              ],
            })}
            {textField("tax_rate", {
              placeholder: t("editor.defaultTaxRate"),
              slotProps: { htmlInput: { inputMode: "decimal" } },
            })}
            {select("language", {
              children: INVOICE_LANGUAGES.map((language) => (
                <MenuItem key={language} value={language}>
                  {t(`languages.${language}`)}
                </MenuItem>
              )),
            })}
            {!advance && (
              <SwitchField
                name="include_time"
                control={form.control}
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
              <Controller
                name="advance_invoices"
                control={form.control}
                render={({ field }) => (
                  <AdvanceInvoices
                    advances={deductible}
                    chosen={field.value}
                    onChange={field.onChange}
                    error={fieldError("advance_invoices")}
                  />
                )}
              />
            </CardContent>
          </Card>
        )}

      <Controller
        name="manual_lines"
        control={form.control}
        render={({ field }) => (
          <ManualLines
            lines={field.value}
            onChange={field.onChange}
            errors={lineErrors}
            showErrors={isSubmitted}
            sectionError={fieldError("manual_lines")}
            defaultCategory={categoryOf}
          />
        )}
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
