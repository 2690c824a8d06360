import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/**
 * The parts of the public pages' forms (contact, log-in, sign-up). They are
 * pre-rendered and never hydrated: the browser checks what the attributes say
 * (required, type, maxlength), and /site.js sends the form as JSON and puts the
 * server's messages into the `data-error-for` elements (decision 007).
 */
const inputSx = {
  display: "block",
  width: "100%",
  boxSizing: "border-box",
  font: "inherit",
  color: "text.primary",
  bgcolor: "background.paper",
  border: "1px solid",
  borderColor: "#8d6e63",
  borderRadius: 1,
  px: 1.5,
  py: 1.25,
  "&:focus": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 1 },
  "&[aria-invalid='true']": { borderColor: "error.main" },
} as const;

/** Where /site.js writes the server's message for one field (empty: not shown). */
export function FieldError({ id, name }: { id: string; name: string }) {
  return (
    <Typography
      id={id}
      data-error-for={name}
      color="error"
      variant="body2"
      sx={{ mt: 0.5, "&:empty": { display: "none" } }}
    />
  );
}

/** Where /site.js writes what belongs to no field (credentials, throttling, no connection). */
export function FormError() {
  return (
    <Typography
      data-error-for="non_field_errors"
      data-testid="form-error"
      role="alert"
      color="error"
      sx={{ fontWeight: 600, "&:empty": { display: "none" } }}
    />
  );
}

/** A labelled input (or textarea) with its error line; `id` names the input. */
export function SiteField({
  id,
  name,
  label,
  hint,
  type = "text",
  autoComplete,
  required = true,
  maxLength,
  rows,
}: {
  id: string;
  name: string;
  label: string;
  /** Shown after the label in lighter type, e.g. "(optional)". */
  hint?: ReactNode;
  type?: "text" | "email" | "password";
  autoComplete: string;
  required?: boolean;
  maxLength?: number;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
}) {
  const errorId = `${id}-error`;
  const control = {
    id,
    name,
    required,
    maxLength,
    autoComplete,
    "aria-describedby": errorId,
  };
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ display: "block", fontWeight: 600, mb: 0.5 }}>
        {label}
        {hint ? (
          <Box component="span" sx={{ fontWeight: 400, color: "text.secondary" }}>
            {" "}
            {hint}
          </Box>
        ) : null}
      </Box>
      {rows ? (
        <Box
          component="textarea"
          rows={rows}
          {...control}
          sx={{ ...inputSx, resize: "vertical" }}
        />
      ) : (
        <Box component="input" type={type} {...control} sx={inputSx} />
      )}
      <FieldError id={errorId} name={name} />
    </Box>
  );
}
