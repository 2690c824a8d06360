import TimerOutlinedIcon from "@mui/icons-material/TimerOutlined";
import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * The product's mark, or the company's logo where one is set. `href` makes it a
 * plain link (the public pages), else it navigates in the app (`to`).
 */
export function Brand({
  to = "/",
  href,
  logo,
}: {
  to?: string;
  href?: string;
  logo?: string | null;
}) {
  const { t } = useTranslation();
  const link = href ? { component: "a" as const, href } : { component: Link, to };
  return (
    <Box
      {...link}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        color: "inherit",
        textDecoration: "none",
      }}
    >
      {logo ? (
        <Box
          component="img"
          src={logo}
          alt=""
          data-testid="company-logo"
          sx={{ height: 32, maxWidth: 120, objectFit: "contain" }}
        />
      ) : (
        <TimerOutlinedIcon color="primary" />
      )}
      <Typography variant="h6" component="span" sx={{ fontWeight: 800, letterSpacing: 0.5 }}>
        {t("brand")}
      </Typography>
    </Box>
  );
}
