import { Button, Paper, Stack, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Consent, readConsent, saveConsent } from "../lib/consent.ts";

/**
 * Shown until the visitor chooses; the choice is kept in the consent cookie.
 * On a page that hydrates, React opens and closes it. A public page without
 * React (`isStatic`) renders it hidden and `/site.js` shows it and stores the
 * choice (its buttons carry the choice in `data-consent`).
 */
export function CookieBanner({ isStatic = false }: { isStatic?: boolean }) {
  const { t } = useTranslation();
  // Decided after mount: the pre-rendered HTML cannot know the visitor's cookie.
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    if (!isStatic) setIsOpen(readConsent() === undefined);
  }, [isStatic]);
  if (!isOpen && !isStatic) return null;
  const choose = (consent: Consent) => {
    saveConsent(consent);
    setIsOpen(false);
  };
  return (
    <Paper
      elevation={8}
      role="dialog"
      aria-label={t("cookies.title")}
      hidden={isStatic || undefined}
      data-cookie-banner={isStatic ? "static" : undefined}
      className="print-hide"
      sx={{
        position: "fixed",
        bottom: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 16 },
        maxWidth: 720,
        mx: "auto",
        p: { xs: 2, sm: 2.5 },
        zIndex: 1500,
        "&[hidden]": { display: "none" },
      }}
    >
      <Typography variant="h3" component="h2" gutterBottom>
        {t("cookies.title")}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t("cookies.text")}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: "flex-end", flexWrap: "wrap" }}
      >
        <Button
          variant="outlined"
          color="secondary"
          data-consent="necessary"
          onClick={isStatic ? undefined : () => choose("necessary")}
        >
          {t("cookies.necessary")}
        </Button>
        <Button
          variant="contained"
          data-consent="all"
          onClick={isStatic ? undefined : () => choose("all")}
        >
          {t("cookies.accept")}
        </Button>
      </Stack>
    </Paper>
  );
}
