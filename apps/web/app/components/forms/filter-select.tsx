import { MenuItem, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";

/** A filter select whose empty choice means "all". */
export function FilterSelect({
  label,
  size,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  size?: "small" | "medium";
}) {
  const { t } = useTranslation("time");
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{t("list.all")}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
