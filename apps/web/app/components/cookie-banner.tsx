import { Button, Paper, Stack, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Consent, readConsent, saveConsent } from "../lib/consent.ts";

/** Shown until the visitor chooses; the choice is kept in the consent cookie. */
export function CookieBanner() {
  const { t } = useTranslation();
  // Decided after mount: the pre-rendered HTML cannot know the visitor's cookie.
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => setIsOpen(readConsent() === undefined), []);
  if (!isOpen) return null;
  const choose = (consent: Consent) => {
    saveConsent(consent);
    setIsOpen(false);
  };
  return (
    <Paper
      elevation={8}
      role="dialog"
      aria-label={t("cookies.title")}
      sx={{
        position: "fixed",
        bottom: 16,
        left: 16,
        right: 16,
        maxWidth: 720,
        mx: "auto",
        p: 2.5,
        zIndex: 1500,
      }}
    >
      <Typography variant="h3" component="h2" gutterBottom>
        {t("cookies.title")}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t("cookies.text")}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <Button variant="outlined" color="secondary" onClick={() => choose("necessary")}>
          {t("cookies.necessary")}
        </Button>
        <Button variant="contained" onClick={() => choose("all")}>
          {t("cookies.accept")}
        </Button>
      </Stack>
    </Paper>
  );
}
