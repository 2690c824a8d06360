import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Prose } from "./page-parts.tsx";
import { escapeHtml, ServerSlot } from "./server-slot.tsx";

/**
 * The frame of the legal pages (`legal` namespace, `<page>.heading` and
 * `<page>.lead`): the heading, the lead and, for the templates the operator must
 * review, the note that says so (`<page>.templateNote`).
 */
export function LegalPage({
  page,
  withTemplateNote = false,
  children,
}: {
  page: "agb" | "imprint" | "privacy";
  withTemplateNote?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("legal");
  return (
    <Prose>
      <Box sx={{ overflowWrap: "break-word", hyphens: "auto" }}>
        <Typography
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: "1.6rem", sm: "2rem", md: "2.4rem" }, fontWeight: 700, mb: 2 }}
        >
          {t(`${page}.heading`)}
        </Typography>
        <Typography component="p" color="text.secondary">
          {t(`${page}.lead`)}
        </Typography>
        {withTemplateNote ? (
          <Box
            component="aside"
            aria-label={t("templateNoteLabel")}
            sx={{
              my: 3,
              p: 2,
              borderLeft: 4,
              borderColor: "primary.main",
              bgcolor: "#fff3e0",
              borderRadius: 1,
            }}
          >
            <Typography component="p" sx={{ my: "0 !important" }}>
              <strong>{t("templateNoteLabel")}:</strong> {t(`${page}.templateNote`)}
            </Typography>
          </Box>
        ) : null}
        {children}
      </Box>
    </Prose>
  );
}

/** The operator's details, filled in by the server from its configuration (a notice while unset). */
export function OperatorDetails() {
  const { t } = useTranslation();
  return (
    <ServerSlot
      name="operator"
      fallback={escapeHtml(t("common:site.operatorMissing"))}
      sx={{ my: 2 }}
    />
  );
}
