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
import { FIELD_MESSAGES } from "@tempus/contract";
import { Fragment, type ReactNode, useRef, useState } from "react";
import type { z } from "zod";
import { checkBody } from "../../lib/check-body.ts";
import { splitErrors } from "../../lib/form-errors.ts";
import { DateField } from "./date-field.tsx";

/** The form's values: each field's text, or a switch's state. */
export type FormValues = Record<string, string | boolean>;

export interface FieldSpec {
  name: string;
  label: string;
  type?: "text" | "number" | "date" | "color" | "select" | "switch" | "multiline";
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

/** Values as the API wants them: empty text of optional fields becomes null. */
function toBody(fields: FieldSpec[], values: Values) {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name];
      if (field.type === "switch") return [field.name, Boolean(value)];
      if ((field.type === "select" || field.emptyAsNull) && value === "" && !field.emptyAsText)
        return [field.name, null];
      if ((field.type === "number" || field.type === "date") && value === "")
        return [field.name, null];
      if (field.type === "number" && /^\d+$/.test(String(value)) && field.name.endsWith("_days"))
        return [field.name, Number(value)];
      return [field.name, value];
    }),
  );
}

/**
 * A create/edit form for a collection object: the body is checked with the
 * contract's write `schema` before it is sent, and each message (the schema's
 * or the server's) is shown at its field, the rest above the form (the
 * server error data as returned).
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
}) {
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        field.type === "switch" ? Boolean(initial[field.name]) : String(initial[field.name] ?? ""),
      ]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  // Date fields whose text is not a whole date yet: the form is not sent while there are any
  // (each says what is missing once it is left).
  const unfinished = useRef(new Set<string>());
  const set = (name: string, value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setGeneral([]);
    // A required number or date left empty would be sent as null, which the schema refuses with
    // a generic text: say what the server says of a required field instead.
    const missing = fields.filter(
      (field) =>
        field.required &&
        (field.type === "number" || field.type === "date") &&
        String(values[field.name]).trim() === "",
    );
    if (unfinished.current.size > 0) return;
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field.name, FIELD_MESSAGES.required])));
      return;
    }
    setIsBusy(true);
    try {
      const body = toBody(fields, values);
      await onSubmit(schema ? checkBody(schema, body) : (body as z.input<S>));
    } catch (error) {
      const { atFields, general } = splitErrors(
        error,
        fields.map((field) => field.name),
        fallbackError,
      );
      setErrors(atFields);
      setGeneral(general);
    } finally {
      setIsBusy(false);
    }
  };

  const helperText = (field: FieldSpec) =>
    errors[field.name] ??
    (typeof field.helperText === "function" ? field.helperText(values) : field.helperText);
  const renderField = (field: FieldSpec) =>
    field.type === "switch" ? (
      <FormControlLabel
        key={field.name}
        control={
          <Switch
            checked={Boolean(values[field.name])}
            onChange={(event) => set(field.name, event.target.checked)}
          />
        }
        label={field.label}
      />
    ) : field.type === "date" ? (
      <DateField
        key={field.name}
        id={`${idPrefix}-${field.name}`}
        label={field.label}
        required={field.required}
        value={String(values[field.name] ?? "")}
        onChange={(value) => set(field.name, value)}
        onUnfinished={(isUnfinished) => {
          if (isUnfinished) unfinished.current.add(field.name);
          else unfinished.current.delete(field.name);
        }}
        error={errors[field.name]}
      />
    ) : (
      <TextField
        key={field.name}
        id={`${idPrefix}-${field.name}`}
        label={field.label}
        required={field.required}
        select={field.type === "select"}
        type={field.type === "color" ? "color" : "text"}
        multiline={field.type === "multiline"}
        value={values[field.name]}
        onChange={(event) => set(field.name, event.target.value)}
        error={Boolean(errors[field.name])}
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
    );

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {general.map((message) => (
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
      <Button type="submit" variant="contained" disabled={isBusy} sx={{ alignSelf: "flex-start" }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
