import { TextField, type TextFieldProps } from "@mui/material";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";

/** A text field bound to react-hook-form, showing its client or server message. */
export function Field<T extends FieldValues>({
  name,
  register,
  errors,
  required = true,
  ...props
}: {
  name: Path<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  required?: boolean;
} & Omit<TextFieldProps, "name">) {
  const { t } = useTranslation("accounts");
  const error = errors[name];
  return (
    <TextField
      {...register(name, { required: required ? t("required") : false })}
      {...props}
      id={name}
      error={Boolean(error)}
      helperText={typeof error?.message === "string" ? error.message : props.helperText}
      fullWidth
    />
  );
}
