import AddIcon from "@mui/icons-material/Add";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import { Alert, Box, Button, IconButton, MenuItem, TextField } from "@mui/material";
import { TAX_CATEGORIES, type TaxCategory } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { type ManualLineValues, newManualLine, takesRate, takesReason } from "./draft-form.ts";
import { Section } from "./section.tsx";

const UNITS = ["C62", "HUR", "DAY"] as const;
type LineField = "description" | "quantity" | "unit_price" | "tax_rate" | "exemption_reason";
const LABELS: Record<LineField, string> = {
  description: "lines.description",
  quantity: "lines.quantity",
  unit_price: "lines.unitPrice",
  tax_rate: "lines.taxRate",
  exemption_reason: "lines.exemptionReason",
};

/**
 * The lines added by hand: description, quantity, unit, price, VAT category
 * (empty: what the debtor's treatment gives) with its rate, or, where the
 * category charges no VAT, the reason (empty: the category's legal sentence).
 */
export function ManualLines({
  lines,
  onChange,
  errors,
  showErrors,
  sectionError,
  defaultCategory,
}: {
  lines: ManualLineValues[];
  onChange: (lines: ManualLineValues[]) => void;
  /** The contract's messages by line key and field. */
  errors: Record<number, Record<string, string>>;
  /** Whether untouched lines show their messages too (after a submit). */
  showErrors: boolean;
  sectionError?: string;
  /** The category a line of this rate gets from the debtor, when the debtor is known. */
  defaultCategory: (rate: string) => TaxCategory | null;
}) {
  const { t } = useTranslation("invoices");
  const setLine = (key: number, changes: Partial<ManualLineValues>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...changes } : line)));
  return (
    <Section title={t("editor.manualLines")}>
      {sectionError && <Alert severity="error">{sectionError}</Alert>}
      {lines.map((line, index) => {
        const lineErrors =
          showErrors || line.description || line.unit_price ? (errors[line.key] ?? {}) : {};
        const field = (name: LineField, props: Record<string, unknown> = {}) => (
          <TextField
            id={`line-${index}-${name}`}
            size="small"
            label={t(LABELS[name])}
            value={line[name]}
            onChange={(event) => setLine(line.key, { [name]: event.target.value })}
            error={Boolean(lineErrors[name])}
            helperText={lineErrors[name]}
            {...props}
          />
        );
        const fallback = defaultCategory(line.tax_rate);
        return (
          <Box
            key={line.key}
            data-testid="manual-line"
            sx={{
              display: "grid",
              gap: 1,
              alignItems: "start",
              // From md on two rows: the item and its price, then its VAT.
              gridTemplateColumns: { xs: "1fr", md: "3fr 1fr 1fr 1.2fr auto" },
              pb: 2,
              borderBottom: 1,
              borderColor: "divider",
            }}
          >
            {field("description", { required: true })}
            {field("quantity", { slotProps: { htmlInput: { inputMode: "decimal" } } })}
            <TextField
              select
              id={`line-${index}-unit_code`}
              size="small"
              label={t("lines.unit")}
              value={line.unit_code}
              onChange={(event) =>
                setLine(line.key, {
                  unit_code: event.target.value as ManualLineValues["unit_code"],
                })
              }
            >
              {UNITS.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {t(`units.${unit}`)}
                </MenuItem>
              ))}
            </TextField>
            {field("unit_price", {
              required: true,
              slotProps: { htmlInput: { inputMode: "decimal" } },
            })}
            <TextField
              select
              id={`line-${index}-tax_category`}
              size="small"
              label={t("lines.taxCategory")}
              value={line.tax_category}
              onChange={(event) =>
                setLine(line.key, { tax_category: event.target.value as TaxCategory | "" })
              }
              error={Boolean(lineErrors.tax_category)}
              helperText={lineErrors.tax_category}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ gridColumn: { md: "1" }, gridRow: { md: "2" } }}
            >
              <MenuItem value="">
                {fallback
                  ? t("editor.defaultCategory", { category: t(`categoryNames.${fallback}`) })
                  : t("editor.defaultCategoryUnknown")}
              </MenuItem>
              {TAX_CATEGORIES.map((category) => (
                <MenuItem key={category} value={category}>
                  {t(`categoryNames.${category}`)}
                </MenuItem>
              ))}
            </TextField>
            {takesRate(line.tax_category) &&
              field("tax_rate", {
                placeholder: t("editor.defaultTaxRate"),
                slotProps: { htmlInput: { inputMode: "decimal" } },
                sx: { gridColumn: { md: "2" }, gridRow: { md: "2" } },
              })}
            {takesReason(line.tax_category) &&
              field("exemption_reason", {
                helperText: lineErrors.exemption_reason ?? t("lines.exemptionReasonHelp"),
                sx: { gridColumn: { md: "2 / 5" }, gridRow: { md: "2" } },
              })}
            <IconButton
              aria-label={t("editor.removeLine", { position: index + 1 })}
              onClick={() => onChange(lines.filter((entry) => entry.key !== line.key))}
              sx={{
                justifySelf: { xs: "end", md: "auto" },
                gridColumn: { md: "5" },
                gridRow: { md: "1" },
              }}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Box>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...lines, newManualLine()])}
        sx={{ alignSelf: "flex-start" }}
      >
        {t("editor.addLine")}
      </Button>
    </Section>
  );
}
