import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { errorBody } from "../lib/api-client.ts";

export interface FieldSpec {
  name: string;
  label: string;
  type?: "text" | "number" | "date" | "color" | "select" | "switch" | "multiline";
  options?: { value: string; label: string }[];
  required?: boolean;
}

type Values = Record<string, string | boolean>;

/** Values as the API wants them: empty text of optional fields becomes null. */
function toBody(fields: FieldSpec[], values: Values) {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name];
      if (field.type === "switch") return [field.name, Boolean(value)];
      if (field.type === "select" && value === "") return [field.name, null];
      if ((field.type === "number" || field.type === "date") && value === "")
        return [field.name, null];
      if (field.type === "number" && /^\d+$/.test(String(value)) && field.name.endsWith("_days"))
        return [field.name, Number(value)];
      return [field.name, value];
    }),
  );
}

/**
 * A create/edit form for a collection object: each server message is shown at
 * its field, the rest above the form (spec §8: server error data returned).
 */
export function EntityForm({
  fields,
  initial,
  submitLabel,
  onSubmit,
  fallbackError,
  children,
}: {
  fields: FieldSpec[];
  initial: Record<string, unknown>;
  submitLabel: string;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  fallbackError: string;
  children?: ReactNode;
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
  const set = (name: string, value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setGeneral([]);
    setIsBusy(true);
    try {
      await onSubmit(toBody(fields, values));
    } catch (error) {
      const body = errorBody(error);
      const names = new Set(fields.map((field) => field.name));
      const atFields: Record<string, string> = {};
      const rest: string[] = [];
      for (const [key, value] of Object.entries(body)) {
        const text = Array.isArray(value) ? value.join(" ") : String(value);
        if (names.has(key)) atFields[key] = text;
        else if (key !== "code") rest.push(text);
      }
      setErrors(atFields);
      setGeneral(rest.length > 0 || Object.keys(atFields).length > 0 ? rest : [fallbackError]);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {general.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        {fields.map((field) =>
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
          ) : (
            <TextField
              key={field.name}
              id={`field-${field.name}`}
              label={field.label}
              required={field.required}
              select={field.type === "select"}
              type={field.type === "date" || field.type === "color" ? field.type : "text"}
              multiline={field.type === "multiline"}
              value={values[field.name]}
              onChange={(event) => set(field.name, event.target.value)}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name]}
              slotProps={
                field.type === "date" || field.type === "color"
                  ? { inputLabel: { shrink: true } }
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
          ),
        )}
      </Box>
      {children}
      <Button type="submit" variant="contained" disabled={isBusy} sx={{ alignSelf: "flex-start" }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
