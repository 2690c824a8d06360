import AddIcon from "@mui/icons-material/Add";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  FormControlLabel,
  IconButton,
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
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { checkBody } from "../../lib/api-client.ts";
import { splitErrors } from "../../lib/form-errors.ts";
import { useCurrencies } from "../masterdata/index.ts";
import { useDebtors, useProjects } from "../projects/index.ts";
import { type InvoiceDetail, useInvoice, useInvoicePreview, useSaveDraft } from "./api.ts";
import {
  completeBody,
  DRAFT_FIELDS,
  type DraftValues,
  draftBody,
  draftValues,
  emptyDraft,
  type ManualLineValues,
  manualLineErrors,
  newManualLine,
} from "./draft-form.ts";
import { InvoiceLines, InvoiceTotals } from "./invoice-lines.tsx";
import { Section } from "./section.tsx";
import { useDebounced } from "./use-debounced.ts";

/** How long the form must rest before the preview is read again. */
const PREVIEW_DELAY_MS = 400;
const UNITS = ["C62", "HUR", "DAY"] as const;

/** A new invoice, with `debtor` chosen when the page was opened from a debtor. */
export function InvoiceCreatePage({ debtor }: { debtor: string }) {
  const { i18n } = useTranslation("invoices");
  return <DraftEditor initial={emptyDraft(debtor, i18n.language)} draft={null} />;
}

/** A draft's parameters, changed and built again. */
export function InvoiceEditPage({ id }: { id: string }) {
  const { t } = useTranslation("invoices");
  const invoice = useInvoice(id);
  if (invoice.isError) return <Alert severity="error">{t("notFound")}</Alert>;
  if (!invoice.data) return <ListStatus state="loading" />;
  if (invoice.data.status !== "draft") return <Alert severity="info">{t("notDraft")}</Alert>;
  return <DraftEditor initial={draftValues(invoice.data)} draft={invoice.data} />;
}

/** The draft form beside the live preview of its lines and totals. */
function DraftEditor({ initial, draft }: { initial: DraftValues; draft: InvoiceDetail | null }) {
  const { t } = useTranslation("invoices");
  const navigate = useNavigate();
  const debtors = useDebtors();
  const projects = useProjects(true);
  const currencies = useCurrencies();
  const save = useSaveDraft();
  const [values, setValues] = useState<DraftValues>(initial);
  const [saveErrors, setSaveErrors] = useState<{
    atFields: Record<string, string>;
    general: string[];
  }>({ atFields: {}, general: [] });
  const [submitted, setSubmitted] = useState(false);
  const set = <K extends keyof DraftValues>(name: K, value: DraftValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const setLine = (key: number, changes: Partial<ManualLineValues>) =>
    set(
      "manual_lines",
      values.manual_lines.map((line) => (line.key === key ? { ...line, ...changes } : line)),
    );

  const lineErrors = manualLineErrors(values.manual_lines);
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
    (name === "service_until" ? periodError : undefined);
  const debtorProjects = (projects.data ?? []).filter(
    (project) => String(project.debtor) === values.debtor,
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSaveErrors({ atFields: {}, general: [] });
    if (Object.keys(lineErrors).length > 0) return;
    try {
      const body = checkBody(InvoiceWriteSchema, draftBody(values));
      const saved = await save.mutateAsync({ id: draft?.id ?? null, body });
      navigate(`/app/invoices/${saved.id}`);
    } catch (error) {
      setSaveErrors(splitErrors(error, DRAFT_FIELDS, t("accounts:unexpected")));
    }
  };

  const textField = (
    name: "service_from" | "service_until" | "tax_rate" | "notes",
    props: Record<string, unknown> = {},
  ) => (
    <TextField
      id={`field-${name}`}
      label={t(`fields.${name}`)}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={Boolean(fieldError(name))}
      helperText={fieldError(name)}
      {...props}
    />
  );

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
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
            <TextField
              select
              id="field-debtor"
              required
              label={t("fields.debtor")}
              value={debtors.data ? values.debtor : ""}
              onChange={(event) =>
                setValues({ ...values, debtor: event.target.value, projects: [] })
              }
              error={Boolean(fieldError("debtor"))}
              helperText={fieldError("debtor")}
            >
              {(debtors.data ?? []).map((debtor) => (
                <MenuItem key={debtor.id} value={String(debtor.id)}>
                  {debtor.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              id="field-grouping"
              label={t("fields.grouping")}
              value={values.grouping}
              onChange={(event) => set("grouping", event.target.value as DraftValues["grouping"])}
              error={Boolean(fieldError("grouping"))}
              helperText={fieldError("grouping")}
            >
              {INVOICE_GROUPINGS.map((grouping) => (
                <MenuItem key={grouping} value={grouping}>
                  {t(`groupings.${grouping}`)}
                </MenuItem>
              ))}
            </TextField>
            {textField("service_from", {
              type: "date",
              slotProps: { inputLabel: { shrink: true } },
            })}
            {textField("service_until", {
              type: "date",
              slotProps: { inputLabel: { shrink: true } },
            })}
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
                          label={debtorProjects.find((project) => String(project.id) === id)?.name}
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
            <TextField
              select
              id="field-currency"
              label={t("fields.currency")}
              value={currencies.data ? values.currency : ""}
              onChange={(event) => set("currency", event.target.value)}
              error={Boolean(fieldError("currency"))}
              helperText={fieldError("currency")}
            >
              <MenuItem value="">{t("editor.defaultCurrency")}</MenuItem>
              {(currencies.data ?? []).map((currency) => (
                <MenuItem key={currency.code} value={currency.code}>
                  {currency.code}
                </MenuItem>
              ))}
            </TextField>
            {textField("tax_rate", { placeholder: t("editor.defaultTaxRate") })}
            <TextField
              select
              id="field-language"
              label={t("fields.language")}
              value={values.language}
              onChange={(event) => set("language", event.target.value as DraftValues["language"])}
            >
              {INVOICE_LANGUAGES.map((language) => (
                <MenuItem key={language} value={language}>
                  {t(`common:language.${language}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={values.include_time}
                  onChange={(event) => set("include_time", event.target.checked)}
                />
              }
              label={t("fields.include_time")}
            />
          </Box>
          <Box sx={{ mt: 2 }}>{textField("notes", { multiline: true, fullWidth: true })}</Box>
        </CardContent>
      </Card>

      <Section title={t("editor.manualLines")}>
        {fieldError("manual_lines") && <Alert severity="error">{fieldError("manual_lines")}</Alert>}
        {values.manual_lines.map((line, index) => {
          const errors =
            submitted || line.description || line.unit_price ? (lineErrors[line.key] ?? {}) : {};
          const lineField = (
            name: "description" | "quantity" | "unit_price" | "tax_rate",
            props: Record<string, unknown> = {},
          ) => (
            <TextField
              id={`line-${index}-${name}`}
              size="small"
              label={t(
                `lines.${name === "unit_price" ? "unitPrice" : name === "tax_rate" ? "taxRate" : name}`,
              )}
              value={line[name]}
              onChange={(event) => setLine(line.key, { [name]: event.target.value })}
              error={Boolean(errors[name])}
              helperText={errors[name]}
              {...props}
            />
          );
          return (
            <Box
              key={line.key}
              data-testid="manual-line"
              sx={{
                display: "grid",
                gap: 1,
                alignItems: "start",
                gridTemplateColumns: { xs: "1fr", md: "3fr 1fr 1fr 1fr 1fr auto" },
              }}
            >
              {lineField("description", { required: true })}
              {lineField("quantity")}
              <TextField
                select
                id={`line-${index}-unit_code`}
                size="small"
                label={t("lines.unit")}
                value={line.unit_code}
                onChange={(event) =>
                  setLine(line.key, {
                    unit_code: event.target.value as ManualLineValues["unit_code"],
                  })
                }
              >
                {UNITS.map((unit) => (
                  <MenuItem key={unit} value={unit}>
                    {t(`units.${unit}`)}
                  </MenuItem>
                ))}
              </TextField>
              {lineField("unit_price", { required: true })}
              {lineField("tax_rate", { placeholder: t("editor.defaultTaxRate") })}
              <IconButton
                aria-label={t("editor.removeLine", { position: index + 1 })}
                onClick={() =>
                  set(
                    "manual_lines",
                    values.manual_lines.filter((entry) => entry.key !== line.key),
                  )
                }
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
          );
        })}
        <Button
          startIcon={<AddIcon />}
          onClick={() => set("manual_lines", [...values.manual_lines, newManualLine()])}
          sx={{ alignSelf: "flex-start" }}
        >
          {t("editor.addLine")}
        </Button>
      </Section>

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
            <InvoiceTotals totals={preview.data} currency={preview.data.currency} />
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
