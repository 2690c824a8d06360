import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSiteLanguage } from "./use-site-language.ts";

/** The picture's size, so the page keeps its layout while it loads (no shift). */
const WIDTH = 1280;
const HEIGHT = 800;

/**
 * A real screenshot of the app (the dashboard with a week of tracked time),
 * taken in each language by scripts/capture-product-shots.ts and kept in
 * public/site/; a smaller one for phones.
 */
export function ProductShot({ view = "dashboard" }: { view?: "dashboard" | "timelogs" }) {
  const { t } = useTranslation();
  const { language } = useSiteLanguage();
  const base = `/site/${view}-${language}`;
  return (
    <Box
      component="picture"
      sx={{
        display: "block",
        maxWidth: 1100,
        mx: "auto",
        borderRadius: 3,
        overflow: "hidden",
        boxShadow: "0 24px 60px rgba(62, 39, 35, 0.18)",
        border: 1,
        borderColor: "divider",
      }}
    >
      <source
        type="image/webp"
        srcSet={`${base}-640.webp 640w, ${base}-1280.webp 1280w`}
        sizes="(max-width: 1140px) 100vw, 1100px"
      />
      <Box
        component="img"
        src={`${base}-1280.webp`}
        alt={t(`site.shots.${view}`)}
        width={WIDTH}
        height={HEIGHT}
        loading="lazy"
        decoding="async"
        sx={{ display: "block", width: "100%", height: "auto" }}
      />
    </Box>
  );
}
