import { TextField, type TextFieldProps } from "@mui/material";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";

/**
 * A text field bound to react-hook-form, showing its message: the form's resolver
 * (contract-resolver.ts) decides what is required and what is refused.
 */
export function Field<T extends FieldValues>({
  name,
  register,
  errors,
  ...props
}: {
  name: Path<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
} & Omit<TextFieldProps, "name">) {
  const error = errors[name];
  return (
    <TextField
      {...register(name)}
      {...props}
      id={name}
      error={Boolean(error)}
      helperText={typeof error?.message === "string" ? error.message : props.helperText}
      fullWidth
    />
  );
}
