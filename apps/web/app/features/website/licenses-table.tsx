import { Box, Typography } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
// Written by scripts/generate-licenses.ts before every build, dev server, typecheck and test run.
import licenses from "../../site/generated/licenses.json";
import type { SiteLanguage } from "../../site/pages.ts";

/** One third-party package the server or the web app ships. */
interface LicenseRow {
  name: string;
  version: string;
  license: string;
  url: string;
  shippedBy: string;
}

const rows: readonly LicenseRow[] = licenses;

/**
 * The third-party packages Tempus ships: a count, then a plain table (name
 * linking to the package's page, version, licence, shipped by). Styled with
 * one `sx` on the table so the public page stays light; the table scrolls
 * sideways inside its own box on narrow screens.
 */
export function LicensesTable({ language }: { language?: SiteLanguage }) {
  const { t } = useTranslation("licenses", language ? { lng: language } : undefined);
  const captionId = useId();
  const shippedBy = (value: string) =>
    value
      .split(", ")
      .map((part) => t(`shippedBy.${part}`))
      .join(", ");

  return (
    <>
      <Typography component="p" sx={{ color: "text.secondary", mb: 2, fontWeight: 500 }}>
        {t("count", { count: rows.length })}
      </Typography>
      <Box
        role="region"
        aria-labelledby={captionId}
        // Focusable, so that keyboard users can scroll it when it is wider than the screen.
        tabIndex={0}
        sx={{
          maxWidth: "100%",
          minWidth: 0,
          overflowX: "auto",
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          "&:focus-visible": {
            outline: "2px solid",
            outlineColor: "primary.main",
            outlineOffset: 2,
          },
        }}
      >
        <Box
          component="table"
          sx={{
            width: "100%",
            minWidth: 560,
            borderCollapse: "collapse",
            fontSize: "0.9375rem",
            lineHeight: 1.5,
            "& caption": {
              captionSide: "top",
              textAlign: "left",
              px: 1.5,
              py: 1.25,
              color: "text.secondary",
            },
            "& th, & td": {
              textAlign: "left",
              verticalAlign: "top",
              px: 1.5,
              py: 1,
              borderTop: 1,
              borderColor: "divider",
            },
            "& thead th": { bgcolor: "#fff3e0", fontWeight: 700, whiteSpace: "nowrap" },
            "& tbody th": { fontWeight: 400 },
            "& tbody tr:nth-of-type(even)": { bgcolor: "#fafafa" },
            "& td:nth-of-type(1)": { whiteSpace: "nowrap" },
            "& a": { color: "primary.dark", textDecoration: "underline", overflowWrap: "anywhere" },
          }}
        >
          <caption id={captionId}>{t("caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("columns.name")}</th>
              <th scope="col">{t("columns.version")}</th>
              <th scope="col">{t("columns.license")}</th>
              <th scope="col">{t("columns.shippedBy")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.name}@${row.version}`}>
                <th scope="row">
                  <a href={row.url} rel="noopener">
                    {row.name}
                  </a>
                </th>
                <td>{row.version}</td>
                <td>{row.license === "UNKNOWN" ? t("unknownLicense") : row.license}</td>
                <td>{shippedBy(row.shippedBy)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </>
  );
}
