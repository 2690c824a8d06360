import {
  Box,
  Button,
  MenuItem,
  Stack,
  TextField,
  type TextFieldProps,
  Typography,
} from "@mui/material";
import {
  type Company,
  type CompanyWriteBody,
  CompanyWriteSchema,
  INVOICE_COUNTER_RESETS,
  PAYMENT_REFERENCE_KINDS,
  TAX_REGIMES,
} from "@tempus/contract";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import {
  contractResolver,
  refusedByContract,
  requiring,
} from "../../components/forms/contract-resolver.ts";
import { Field } from "../../components/forms/field.tsx";
import { FormErrors } from "../../components/forms/form-errors.tsx";
import { readDecimal, showDecimal } from "../../lib/decimal-input.ts";
import { applyServerErrors } from "../../lib/form-errors.ts";
import {
  electronicAddressSchemeOptions,
  registrationSchemeOptions,
  sellerIdentifierSchemeOptions,
} from "../../lib/identifier-schemes.ts";
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
/** Who the seller is and how it is taxed and paid (EN 16931 BT-29 … BT-34, BT-41, BT-83). */
const SELLER_IDENTITY = [
  "registration_scheme",
  "registration_id",
  "register_court",
  "legal_info",
  "seller_identifier_scheme",
  "seller_identifier",
  "electronic_address_scheme",
  "electronic_address",
  "invoice_contact_name",
  "tax_regime",
  "cash_discount_days",
  "cash_discount_percent",
  "payment_reference_kind",
  "late_payment_rate",
] as const;
/**
 * How the number fields are sent: `integer` a whole number (as a number), `number` a number
 * as typed that may be left empty (sent as null); every other field is sent as its text.
 */
const NUMBER_TYPES: Partial<Record<string, "integer" | "number">> = {
  next_invoice_number: "integer",
  payment_terms_days: "integer",
  default_tax_rate: "number",
  default_hourly_rate: "number",
  cash_discount_days: "number",
  cash_discount_percent: "number",
  late_payment_rate: "number",
};
/** What may not be left empty (said in the app's language before the contract's check). */
const REQUIRED = ["name", "next_invoice_number", "payment_terms_days"] as const;
/** The choices a company has before it ever made them (members are not sent them). */
const CHOICE_DEFAULTS: Partial<Record<string, string>> = {
  tax_regime: TAX_REGIMES[0],
  payment_reference_kind: PAYMENT_REFERENCE_KINDS[0],
};
/**
 * The register court belongs to a register entry (Amtsgericht Berlin HRB 12345)
 * and to a French SIREN (RCS Paris 123 456 789).
 */
const SCHEMES_WITH_COURT = new Set(["", "0002"]);

/** The values as the API wants them, each field converted by its type (numbers as typed in `language`). */
function toBody(values: Values, language: string): CompanyWriteBody {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      switch (NUMBER_TYPES[name]) {
        case "integer":
          // Digits are the number; anything else goes as typed, for the schema to name.
          return [name, /^\d+$/.test(value.trim()) ? Number(value) : value];
        case "number":
          return [name, value === "" ? null : readDecimal(value, language)];
        default:
          return [name, value];
      }
    }),
  );
}

export const COMPANY_FIELDS = [
  "name",
  ...ADDRESS,
  ...CONTACT,
  ...INVOICING,
  ...SELLER_IDENTITY,
  "default_currency",
  "timezone",
  "invoice_counter_reset",
  "invoice_footer",
  "company_image",
] as const;

/** All company details: address, contact, invoicing, currency, time zone and logo. */
export function CompanyForm({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t, i18n } = useTranslation("company");
  const { addAlert } = useAlerts();
  const save = useSaveCompany();
  const currencies = useCurrencies();
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const defaults = Object.fromEntries(
    COMPANY_FIELDS.filter((field) => field !== "company_image").map((field) => {
      const value = String(company[field as keyof Company] ?? CHOICE_DEFAULTS[field] ?? "");
      return [field, NUMBER_TYPES[field] === "number" ? showDecimal(value, i18n.language) : value];
    }),
  );
  /** Whether the register court is asked for: by the scheme, or because one is stored (to see it). */
  const asksForCourt = (scheme: string) =>
    SCHEMES_WITH_COURT.has(scheme) || Boolean(company.register_court);
  const form = useForm<Values, unknown, CompanyWriteBody>({
    defaultValues: defaults as Values,
    resolver: requiring(
      REQUIRED,
      t("common:form.required"),
      contractResolver(CompanyWriteSchema, (values: Values) => ({
        ...toBody(values, i18n.language),
        // A court typed and then hidden by another scheme is not sent.
        register_court: asksForCourt(values.registration_scheme) ? values.register_court : "",
      })),
    ),
  });
  const failed = () =>
    addAlert({ color: "error", title: t("failedTitle"), text: t("accounts:profile.failedText") });

  const submit = form.handleSubmit(
    async (changes) => {
      setErrors([]);
      try {
        await save.mutateAsync({ id: company.id, changes, logo: logo ?? undefined });
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
        failed();
      }
    },
    (refused) => {
      if (!refusedByContract(refused)) return;
      setErrors([]);
      failed();
    },
  );

  const field = (name: string, props: Record<string, unknown> = {}) => (
    <Field
      key={name}
      name={name}
      label={t(`fields.${name}`)}
      register={form.register}
      errors={form.formState.errors}
      disabled={!canEdit}
      {...props}
    />
  );
  /** A choice bound to the form, showing its client or server message, else its help. */
  const select = (
    name: string,
    options: readonly { value: string; label: string }[],
    props: Omit<TextFieldProps, "select" | "value" | "onChange"> = {},
  ) => {
    const hasEmptyChoice = options.some((option) => option.value === "");
    return (
      <Controller
        key={name}
        name={name}
        control={form.control}
        render={({ field: control, fieldState: { error } }) => (
          <TextField
            select
            id={name}
            label={t(`fields.${name}`)}
            value={control.value}
            onChange={(event) => control.onChange(event.target.value)}
            onBlur={control.onBlur}
            disabled={!canEdit}
            fullWidth
            {...props}
            error={Boolean(error)}
            helperText={error?.message ?? props.helperText}
            // An empty choice that means something (a register entry, no address) is shown as such.
            slotProps={
              hasEmptyChoice ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : {}
            }
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    );
  };
  const help = (name: string) => ({ helperText: t(`help.${name}`) });
  /** The keyboard a phone shows for a number. */
  const typed = (inputMode: "numeric" | "decimal") => ({ slotProps: { htmlInput: { inputMode } } });
  const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } };
  const imageError = form.formState.errors.company_image?.message;
  const rootError = form.formState.errors.root?.message;

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate>
      <FormErrors messages={rootError ? [rootError, ...errors] : errors} />
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
        <Controller
          name="default_currency"
          control={form.control}
          render={({ field: control, fieldState: { error } }) => (
            <TextField
              select
              label={t("fields.default_currency")}
              value={control.value}
              onChange={(event) => control.onChange(event.target.value)}
              onBlur={control.onBlur}
              disabled={!canEdit}
              error={Boolean(error)}
              helperText={error?.message}
            >
              {(currencies.data ?? [{ code: company.default_currency, name: "" }]).map(
                (currency) => (
                  <MenuItem key={currency.code} value={currency.code}>
                    {currency.code} {currency.name && `– ${currency.name}`}
                  </MenuItem>
                ),
              )}
            </TextField>
          )}
        />
        <Controller
          name="timezone"
          control={form.control}
          render={({ field: control }) => (
            <TextField
              select
              label={t("fields.timezone")}
              value={control.value}
              onChange={(event) => control.onChange(event.target.value)}
              onBlur={control.onBlur}
              disabled={!canEdit}
            >
              {TIME_ZONES.map((zone) => (
                <MenuItem key={zone} value={zone}>
                  {zone}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {/* The finance and invoicing data are the owner's and admins' (members do not get them). */}
        {canEdit &&
          INVOICING.map((name) =>
            field(name, name === "invoice_number_pattern" ? { helperText: t("patternHelp") } : {}),
          )}
        {canEdit && (
          <Controller
            name="invoice_counter_reset"
            control={form.control}
            render={({ field: control }) => (
              <TextField
                select
                label={t("fields.invoice_counter_reset")}
                value={control.value}
                onChange={(event) => control.onChange(event.target.value)}
                onBlur={control.onBlur}
              >
                {INVOICE_COUNTER_RESETS.map((reset) => (
                  <MenuItem key={reset} value={reset}>
                    {t(`counterResets.${reset}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
      </Box>
      {canEdit && field("invoice_footer", { multiline: true, minRows: 2 })}
      {canEdit && (
        <>
          <Typography variant="h3" component="h2">
            {t("sellerIdentity")}
          </Typography>
          <Typography color="text.secondary">{t("sellerIdentityIntro")}</Typography>
          <Box sx={grid}>
            {select("registration_scheme", registrationSchemeOptions(t))}
            {field("registration_id", help("registration_id"))}
            {asksForCourt(form.watch("registration_scheme")) &&
              field("register_court", help("register_court"))}
            {field("legal_info", help("legal_info"))}
            {select("seller_identifier_scheme", sellerIdentifierSchemeOptions(t))}
            {field("seller_identifier", help("seller_identifier"))}
            {select("electronic_address_scheme", electronicAddressSchemeOptions(t))}
            {field("electronic_address", help("electronic_address"))}
            {field("invoice_contact_name", help("invoice_contact_name"))}
            {select(
              "payment_reference_kind",
              PAYMENT_REFERENCE_KINDS.map((kind) => ({
                value: kind,
                label: t(`paymentReferenceKinds.${kind}`),
              })),
              help("payment_reference_kind"),
            )}
            {select(
              "tax_regime",
              TAX_REGIMES.map((regime) => ({ value: regime, label: t(`taxRegimes.${regime}`) })),
              { ...help("tax_regime"), sx: { gridColumn: "1 / -1" } },
            )}
            {field("cash_discount_days", { ...help("cash_discount_days"), ...typed("numeric") })}
            {field("cash_discount_percent", {
              ...help("cash_discount_percent"),
              ...typed("decimal"),
            })}
            {field("late_payment_rate", { ...help("late_payment_rate"), ...typed("decimal") })}
          </Box>
        </>
      )}
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
