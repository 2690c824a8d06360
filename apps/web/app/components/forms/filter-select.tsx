import { Box, MenuItem, TextField } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Named entries (projects, debtors, activities) as a filter's choices, by id. */
export const byName = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }));

/** The filters of a list or a report: as many columns as fit. */
export function FilterGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: "repeat(auto-fill, minmax(min(150px, 100%), 1fr))",
      }}
    >
      {children}
    </Box>
  );
}

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
