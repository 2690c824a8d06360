import TimerOutlinedIcon from "@mui/icons-material/TimerOutlined";
import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function Brand({ to = "/" }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to={to}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        color: "inherit",
        textDecoration: "none",
      }}
    >
      <TimerOutlinedIcon color="primary" />
      <Typography variant="h6" component="span" sx={{ fontWeight: 800, letterSpacing: 0.5 }}>
        {t("brand")}
      </Typography>
    </Box>
  );
}
