import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { readDecimal, showDecimal } from "../../lib/decimal-input.ts";
import { applyServerErrors } from "../../lib/form-errors.ts";
import { contractResolver } from "./contract-resolver.ts";
import { DateField } from "./date-field.tsx";

/** The form's values: each field's text, or a switch's state. */
export type FormValues = Record<string, string | boolean>;

export interface FieldSpec {
  name: string;
  label: string;
  /**
   * How the field is typed and sent: `number` a decimal as text, `integer` a whole number,
   * `date` YYYY-MM-DD (empty: null), `switch` a boolean, `select` a choice (empty: null),
   * `integers` whole numbers typed apart by commas, spaces or semicolons (a list; empty: none).
   */
  type?:
    | "text"
    | "number"
    | "integer"
    | "integers"
    | "date"
    | "color"
    | "select"
    | "switch"
    | "multiline";
  options?: { value: string; label: string }[];
  required?: boolean;
  /** Empty text is sent as null (an optional choice such as a currency). */
  emptyAsNull?: boolean;
  /** A select whose empty choice is a value of its own (a register entry, no scheme): sent as "". */
  emptyAsText?: boolean;
  /** Shown under the field (and linked to it) while it has no error; may depend on the values. */
  helperText?: string | ((values: FormValues) => string | undefined);
  /** A heading above the field that starts a group of fields. */
  heading?: string;
}

type Values = FormValues;

/** A select with a choice for "" (none, the company's currency, a register entry): shown as such. */
const hasEmptyChoice = (field: FieldSpec) =>
  field.type === "select" && (field.options ?? []).some((option) => option.value === "");

/** Values as the API wants them, each field converted by its type (numbers as typed in `language`). */
function toBody(fields: FieldSpec[], values: Values, language: string) {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name];
      switch (field.type) {
        case "switch":
          return [field.name, Boolean(value)];
        case "number":
          return [field.name, value === "" ? null : readDecimal(String(value), language)];
        case "date":
          return [field.name, value === "" ? null : value];
        case "integer":
          // Digits are the number; anything else goes as typed, for the schema to name.
          return [
            field.name,
            value === "" ? null : /^\d+$/.test(String(value)) ? Number(value) : value,
          ];
        case "integers":
          // Digits are numbers; anything else goes as typed, for the schema to name.
          return [
            field.name,
            String(value)
              .split(/[\s,;]+/)
              .filter((item) => item !== "")
              .map((item) => (/^\d+$/.test(item) ? Number(item) : item)),
          ];
        case "select":
          return [field.name, value === "" && !field.emptyAsText ? null : value];
        default:
          return [field.name, value === "" && field.emptyAsNull ? null : value];
      }
    }),
  );
}

/** Number and date fields: empty is sent as null, which the schema refuses without naming the field's need. */
const TYPED = new Set<FieldSpec["type"]>(["number", "integer", "date"]);

/**
 * A create/edit form for a collection object, on react-hook-form: the body is
 * checked with the contract's write `schema` (contract-resolver.ts) before it is
 * sent, and each message (the schema's or the server's) is shown at its field,
 * the rest above the form (the server error data as returned).
 */
export function EntityForm<S extends z.ZodType = z.ZodType<Record<string, unknown>>>({
  fields,
  schema,
  initial,
  submitLabel,
  onSubmit,
  fallbackError,
  children,
  idPrefix = "field",
  clearAfterSubmit = false,
}: {
  fields: FieldSpec[];
  /** The contract's write schema of the call; without one the body goes unchecked. */
  schema?: S;
  initial: Record<string, unknown>;
  submitLabel: string;
  onSubmit: (body: z.input<S>) => Promise<unknown>;
  fallbackError: string;
  children?: ReactNode;
  /** The fields' ids are `<idPrefix>-<name>`: two forms on one page need different prefixes. */
  idPrefix?: string;
  /**
   * A form that creates one object after another (on a page that stays): once it is saved, the
   * fields go back to `initial`, so that pressing Enter again does not create a second copy.
   */
  clearAfterSubmit?: boolean;
}) {
  const { t, i18n } = useTranslation("common");
  const checked = contractResolver<Values, S>(schema, (values) =>
    toBody(fields, values, i18n.language),
  );
  // A required number or date left empty says so in the app's language, before the schema.
  const resolver: Resolver<Values, unknown, z.input<S>> = async (values, context, options) => {
    const missing = fields.filter(
      (field) =>
        field.required && TYPED.has(field.type) && String(values[field.name]).trim() === "",
    );
    if (missing.length === 0) return checked(values, context, options);
    return {
      values: {},
      errors: Object.fromEntries(
        missing.map((field) => [field.name, { type: "required", message: t("form.required") }]),
      ),
    };
  };
  const defaults: Values = Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.type === "switch"
        ? Boolean(initial[field.name])
        : field.type === "number" && typeof initial[field.name] === "string"
          ? showDecimal(initial[field.name] as string, i18n.language)
          : field.type === "integers" && Array.isArray(initial[field.name])
            ? (initial[field.name] as unknown[]).join(", ")
            : String(initial[field.name] ?? ""),
    ]),
  );
  const form = useForm<Values, unknown, z.input<S>>({ defaultValues: defaults, resolver });
  // A form that clears itself starts over from the newest `initial` (e.g. the next colour once a
  // tag was created), as long as nothing has been typed into it since it was last cleared.
  const cleared = useRef(defaults);
  const defaultsKey = JSON.stringify(defaults);
  useEffect(() => {
    if (!clearAfterSubmit || JSON.stringify(cleared.current) === defaultsKey) return;
    const next = JSON.parse(defaultsKey) as Values;
    const current = form.getValues();
    const untouched = Object.keys(next).every((name) => current[name] === cleared.current[name]);
    cleared.current = next;
    if (untouched) form.reset(next);
  }, [clearAfterSubmit, defaultsKey, form]);
  const [general, setGeneral] = useState<string[]>([]);
  const { errors, isSubmitting } = form.formState;
  // Date fields whose text is not a whole date yet: the form is not sent while there are any
  // (each says what is missing once it is left).
  const unfinished = useRef(new Set<string>());
  const values = form.watch();

  const send = form.handleSubmit(async (body) => {
    setGeneral([]);
    try {
      await onSubmit(body);
      if (clearAfterSubmit) form.reset(cleared.current);
    } catch (error) {
      setGeneral(
        applyServerErrors(
          error,
          fields.map((field) => field.name),
          form.setError,
          fallbackError,
        ),
      );
    }
  });
  // One request at a time: a second Enter while the first is being saved sends nothing.
  const sending = useRef(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setGeneral([]);
    if (unfinished.current.size > 0) return;
    sending.current = true;
    void send(event).finally(() => {
      sending.current = false;
    });
  };

  const messageOf = (name: string) => errors[name]?.message;
  const helperText = (field: FieldSpec) =>
    messageOf(field.name) ??
    (typeof field.helperText === "function" ? field.helperText(values) : field.helperText);
  const renderField = (field: FieldSpec) => (
    <Controller
      key={field.name}
      name={field.name}
      control={form.control}
      render={({ field: control }) =>
        field.type === "switch" ? (
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(control.value)}
                onChange={(event) => control.onChange(event.target.checked)}
              />
            }
            label={field.label}
          />
        ) : field.type === "date" ? (
          <DateField
            id={`${idPrefix}-${field.name}`}
            label={field.label}
            required={field.required}
            value={String(control.value ?? "")}
            onChange={(value) => control.onChange(value)}
            onUnfinished={(isUnfinished) => {
              if (isUnfinished) unfinished.current.add(field.name);
              else unfinished.current.delete(field.name);
            }}
            error={messageOf(field.name)}
          />
        ) : (
          <TextField
            id={`${idPrefix}-${field.name}`}
            label={field.label}
            required={field.required}
            select={field.type === "select"}
            type={field.type === "color" ? "color" : "text"}
            multiline={field.type === "multiline"}
            value={control.value}
            onChange={(event) => control.onChange(event.target.value)}
            onBlur={control.onBlur}
            error={Boolean(messageOf(field.name))}
            helperText={helperText(field)}
            slotProps={
              field.type === "color"
                ? { inputLabel: { shrink: true } }
                : hasEmptyChoice(field)
                  ? { select: { displayEmpty: true }, inputLabel: { shrink: true } }
                  : undefined
            }
          >
            {field.type === "select" &&
              (field.options ?? []).map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
          </TextField>
        )
      }
    />
  );

  const messages = [...(errors.root?.message ? [errors.root.message] : []), ...general];
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {messages.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        {fields.map((field) => (
          <Fragment key={field.name}>
            {field.heading && (
              <Typography variant="h6" component="h3" sx={{ gridColumn: "1 / -1", mt: 1 }}>
                {field.heading}
              </Typography>
            )}
            {renderField(field)}
          </Fragment>
        ))}
      </Box>
      {children}
      <Button
        type="submit"
        variant="contained"
        disabled={isSubmitting}
        sx={{ alignSelf: "flex-start" }}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}
