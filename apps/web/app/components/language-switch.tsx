import TranslateIcon from "@mui/icons-material/Translate";
import { MenuItem, TextField } from "@mui/material";
import { LANGUAGES, type Language } from "@tempus/contract/constants";
import { useTranslation } from "react-i18next";
import { changeLanguage, isLanguage } from "../lib/i18n.ts";

/** Switches the language; `onChange` lets a signed-in page also save it to the profile. */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <TextField
      select
      size="small"
      label={t("language.label")}
      value={current}
      onChange={(event) => {
        const language = event.target.value;
        if (!isLanguage(language)) return;
        void changeLanguage(i18n, language);
        onChange?.(language);
      }}
      slotProps={{ input: { startAdornment: <TranslateIcon fontSize="small" sx={{ mr: 1 }} /> } }}
      sx={{ minWidth: 150 }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language}>
          {t(`language.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
