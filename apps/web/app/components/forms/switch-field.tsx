import { FormControlLabel, Switch } from "@mui/material";
import type { ReactNode } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

/** A yes/no field of a react-hook-form form, as a labelled switch. */
export function SwitchField<V extends FieldValues, Context = unknown, Out = V>({
  name,
  control,
  label,
  disabled,
}: {
  name: Path<V>;
  control: Control<V, Context, Out>;
  label: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              disabled={disabled}
            />
          }
          label={label}
        />
      )}
    />
  );
}
