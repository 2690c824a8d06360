import TranslateIcon from "@mui/icons-material/Translate";
import { MenuItem, TextField } from "@mui/material";
import { LANGUAGES, type Language } from "@tempus/contract/constants";
import { useTranslation } from "react-i18next";
import { changeLanguage, isLanguage } from "../lib/i18n.ts";

/**
 * Switches the language; `onChange` lets a signed-in page also save it to the profile.
 * `compact` (a phone's bar) shows the language's code only, its name stays the label.
 */
export function LanguageSwitch({
  onChange,
  compact = false,
}: {
  onChange?: (language: Language) => void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <TextField
      select
      size="small"
      label={compact ? undefined : t("language.label")}
      value={current}
      onChange={(event) => {
        const language = event.target.value;
        if (!isLanguage(language)) return;
        void changeLanguage(i18n, language);
        onChange?.(language);
      }}
      slotProps={{
        input: {
          startAdornment: <TranslateIcon fontSize="small" sx={{ mr: compact ? 0.5 : 1 }} />,
        },
        select: {
          renderValue: compact ? (value) => String(value).toUpperCase() : undefined,
          inputProps: compact ? { "aria-label": t("language.label") } : undefined,
        },
      }}
      // The compact form keeps room for the language's code beside the icon ("EN", not "E…").
      sx={{ minWidth: compact ? 88 : 150 }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language}>
          {t(`language.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
