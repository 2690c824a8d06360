import { Alert, Avatar, Box, Button, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { type Company, type CompanyWrite, REFERENCE_PAGE_SIZE } from "@tempus/contract";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { api } from "../../lib/api-client.ts";
import { Field } from "../accounts/field.tsx";
import { applyServerErrors } from "../accounts/server-errors.ts";
import { useSaveCompany } from "./api.ts";

type Values = Required<Pick<CompanyWrite, "name">> & Record<string, string>;

const ADDRESS = ["street", "zip_code", "city", "country"] as const;
const CONTACT = ["email", "phone", "website"] as const;
const INVOICING = [
  "vat_id",
  "tax_number",
  "iban",
  "bic",
  "invoice_prefix",
  "next_invoice_number",
  "payment_terms_days",
  "default_tax_rate",
  "default_hourly_rate",
] as const;
export const COMPANY_FIELDS = [
  "name",
  ...ADDRESS,
  ...CONTACT,
  ...INVOICING,
  "default_currency",
  "timezone",
  "company_image",
] as const;

export function useCurrencies() {
  return useQuery({
    queryKey: ["currencies"],
    queryFn: async () =>
      (
        await api<{ results: { code: string; name: string }[] }>("/masterdata/currency/", {
          query: { page_size: REFERENCE_PAGE_SIZE, ordering: "code" },
        })
      ).results,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === "function"
    ? Intl.supportedValuesOf("timeZone")
    : ["Europe/Berlin", "UTC"];

/** Logo picker with a preview of the chosen file, or the current logo. */
export function LogoPicker({
  current,
  file,
  onChange,
  error,
}: {
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}) {
  const { t } = useTranslation("company");
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : current), [file, current]);
  useEffect(
    () => () => {
      if (file && preview) URL.revokeObjectURL(preview);
    },
    [file, preview],
  );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
      <Avatar
        src={preview ?? undefined}
        variant="rounded"
        sx={{ width: 72, height: 72, bgcolor: "secondary.main", color: "secondary.contrastText" }}
        alt={t("logo")}
        data-testid="logo-preview"
      >
        {t("logoShort")}
      </Avatar>
      <Box>
        {/* A real button that opens the file picker (a label styled as a button is no button). */}
        <Button variant="outlined" onClick={() => fileInput.current?.click()}>
          {t("chooseLogo")}
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept="image/png,image/jpeg,image/webp"
          data-testid="logo-input"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <Typography variant="body2" color={error ? "error" : "text.secondary"} sx={{ mt: 0.5 }}>
          {error ?? t("logoHelp")}
        </Typography>
      </Box>
    </Stack>
  );
}

/** All company details: address, contact, invoicing, currency, time zone and logo. */
export function CompanyForm({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation("company");
  const { addAlert } = useAlerts();
  const save = useSaveCompany();
  const currencies = useCurrencies();
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const defaults = Object.fromEntries(
    COMPANY_FIELDS.filter((field) => field !== "company_image").map((field) => [
      field,
      String(company[field as keyof Company] ?? ""),
    ]),
  );
  const form = useForm<Values>({ defaultValues: defaults as Values });

  const submit = form.handleSubmit(async (values) => {
    setErrors([]);
    const changes: CompanyWrite = {
      ...values,
      next_invoice_number: Number(values.next_invoice_number),
      payment_terms_days: Number(values.payment_terms_days),
      default_tax_rate: values.default_tax_rate === "" ? null : values.default_tax_rate,
      default_hourly_rate: values.default_hourly_rate === "" ? null : values.default_hourly_rate,
    };
    try {
      await save(company.id, changes, logo ?? undefined);
      setLogo(null);
      addAlert({ color: "success", title: t("savedTitle"), text: t("savedText") });
    } catch (error) {
      setErrors(
        applyServerErrors(
          error,
          COMPANY_FIELDS as unknown as (keyof Values & string)[],
          form.setError,
          t("accounts:unexpected"),
        ),
      );
      addAlert({ color: "error", title: t("failedTitle"), text: t("accounts:profile.failedText") });
    }
  });

  const field = (name: string, props: Record<string, unknown> = {}) => (
    <Field
      key={name}
      name={name}
      label={t(`fields.${name}`)}
      register={form.register}
      errors={form.formState.errors}
      required={name === "name"}
      disabled={!canEdit}
      {...props}
    />
  );
  const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } };
  const imageError = form.formState.errors.company_image?.message;

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate>
      {errors.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      <LogoPicker
        current={company.company_image}
        file={logo}
        onChange={setLogo}
        error={typeof imageError === "string" ? imageError : undefined}
      />
      {field("name")}
      <Typography variant="h3" component="h2">
        {t("address")}
      </Typography>
      <Box sx={grid}>{ADDRESS.map((name) => field(name))}</Box>
      <Typography variant="h3" component="h2">
        {t("contact")}
      </Typography>
      <Box sx={grid}>{CONTACT.map((name) => field(name))}</Box>
      <Typography variant="h3" component="h2">
        {t("invoicing")}
      </Typography>
      <Box sx={grid}>
        <TextField
          select
          label={t("fields.default_currency")}
          value={form.watch("default_currency")}
          onChange={(event) => form.setValue("default_currency", event.target.value)}
          disabled={!canEdit}
          error={Boolean(form.formState.errors.default_currency)}
          helperText={form.formState.errors.default_currency?.message as string | undefined}
        >
          {(currencies.data ?? [{ code: company.default_currency, name: "" }]).map((currency) => (
            <MenuItem key={currency.code} value={currency.code}>
              {currency.code} {currency.name && `– ${currency.name}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t("fields.timezone")}
          value={form.watch("timezone")}
          onChange={(event) => form.setValue("timezone", event.target.value)}
          disabled={!canEdit}
        >
          {TIME_ZONES.map((zone) => (
            <MenuItem key={zone} value={zone}>
              {zone}
            </MenuItem>
          ))}
        </TextField>
        {INVOICING.map((name) => field(name))}
      </Box>
      {canEdit && (
        <Button
          type="submit"
          variant="contained"
          disabled={form.formState.isSubmitting}
          sx={{ alignSelf: "flex-start" }}
        >
          {t("save")}
        </Button>
      )}
    </Stack>
  );
}
