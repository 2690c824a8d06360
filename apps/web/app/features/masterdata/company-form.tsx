import { Box, Button, MenuItem, Stack, TextField, Typography } from "@mui/material";
import {
  type Company,
  type CompanyWriteBody,
  CompanyWriteSchema,
  INVOICE_COUNTER_RESETS,
} from "@tempus/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { Field } from "../../components/forms/field.tsx";
import { FormErrors } from "../../components/forms/form-errors.tsx";
import { checkBody } from "../../lib/api-client.ts";
import { applyServerErrors } from "../../lib/form-errors.ts";
import { useCurrencies, useSaveCompany } from "./api.ts";
import { LogoPicker, TIME_ZONES } from "./logo-picker.tsx";

/** The form's values: every field as its text. */
type Values = { name: string } & Record<string, string>;

const ADDRESS = ["street", "zip_code", "city", "country"] as const;
const CONTACT = ["email", "phone", "website"] as const;
const INVOICING = [
  "legal_name",
  "vat_id",
  "tax_number",
  "iban",
  "bic",
  "account_holder",
  "invoice_number_pattern",
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
  "invoice_counter_reset",
  "invoice_footer",
  "company_image",
] as const;

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
    const changes: CompanyWriteBody = {
      ...values,
      next_invoice_number: Number(values.next_invoice_number),
      payment_terms_days: Number(values.payment_terms_days),
      default_tax_rate: values.default_tax_rate === "" ? null : values.default_tax_rate,
      default_hourly_rate: values.default_hourly_rate === "" ? null : values.default_hourly_rate,
    };
    try {
      await save.mutateAsync({
        id: company.id,
        changes: checkBody(CompanyWriteSchema, changes),
        logo: logo ?? undefined,
      });
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
      <FormErrors messages={errors} />
      {canEdit && (
        <LogoPicker
          current={company.company_image}
          file={logo}
          onChange={(file) => {
            form.clearErrors("company_image");
            setLogo(file);
          }}
          error={typeof imageError === "string" ? imageError : undefined}
        />
      )}
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
        {canEdit ? t("invoicing") : t("regional")}
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
        {/* The finance and invoicing data are the owner's and admins' (members do not get them). */}
        {canEdit &&
          INVOICING.map((name) =>
            field(name, name === "invoice_number_pattern" ? { helperText: t("patternHelp") } : {}),
          )}
        {canEdit && (
          <TextField
            select
            label={t("fields.invoice_counter_reset")}
            value={form.watch("invoice_counter_reset")}
            onChange={(event) => form.setValue("invoice_counter_reset", event.target.value)}
          >
            {INVOICE_COUNTER_RESETS.map((reset) => (
              <MenuItem key={reset} value={reset}>
                {t(`counterResets.${reset}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {canEdit && field("invoice_footer", { multiline: true, minRows: 2 })}
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
