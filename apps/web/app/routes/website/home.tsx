import BarChartIcon from "@mui/icons-material/BarChart";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import EuroIcon from "@mui/icons-material/Euro";
import GroupsIcon from "@mui/icons-material/Groups";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import TimerIcon from "@mui/icons-material/Timer";
import { Box, Button, Card, CardContent, Container, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pageMeta } from "../../lib/i18n.ts";

const FEATURES = [
  { key: "timer", icon: <TimerIcon /> },
  { key: "calendar", icon: <CalendarMonthIcon /> },
  { key: "rates", icon: <EuroIcon /> },
  { key: "statistics", icon: <BarChartIcon /> },
  { key: "invoices", icon: <ReceiptLongIcon /> },
  { key: "teams", icon: <GroupsIcon /> },
] as const;

export const meta = () => pageMeta("home:title", "home:description");

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container component="section" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h2" component="h2" sx={{ mb: 4, textAlign: "center" }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}

const grid = {
  display: "grid",
  gap: 3,
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "1fr 1fr 1fr" },
};

export default function Home() {
  const { t } = useTranslation("home");
  return (
    <>
      <Box
        sx={{
          background: "linear-gradient(135deg, #fff3e0 0%, #ffe0b2 100%)",
          py: { xs: 8, md: 12 },
        }}
      >
        <Container sx={{ maxWidth: 880, textAlign: "center" }}>
          <Typography variant="h1" component="h1" gutterBottom>
            {t("hero.title")}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ mb: 4, fontWeight: 400 }}
          >
            {t("hero.text")}
          </Typography>
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={2}
            sx={{ justifyContent: "center" }}
          >
            <Button component={Link} to="/signup" variant="contained" size="large">
              {t("hero.cta")}
            </Button>
            <Button
              component={Link}
              to="/auth/login"
              variant="outlined"
              color="secondary"
              size="large"
            >
              {t("hero.secondary")}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Section title={t("features.title")}>
        <Box sx={grid}>
          {FEATURES.map((feature) => (
            <Card key={feature.key} variant="outlined">
              <CardContent>
                <Box sx={{ color: "primary.main", mb: 1 }}>{feature.icon}</Box>
                <Typography variant="h3" component="h3" gutterBottom>
                  {t(`features.${feature.key}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`features.${feature.key}.text`)}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Section>
      <Section title={t("audiences.title")}>
        <Box sx={{ ...grid, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          {(["freelancers", "companies"] as const).map((audience) => (
            <Card
              key={audience}
              sx={{ bgcolor: "secondary.main", color: "secondary.contrastText" }}
            >
              <CardContent sx={{ p: 4 }}>
                <Typography variant="h3" component="h3" gutterBottom>
                  {t(`audiences.${audience}.title`)}
                </Typography>
                <Typography>{t(`audiences.${audience}.text`)}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Section>
      <Section title={t("pricing.title")}>
        <Typography
          sx={{ textAlign: "center", maxWidth: 640, mx: "auto", mb: 3 }}
          color="text.secondary"
        >
          {t("pricing.text")}
        </Typography>
        <Box sx={{ textAlign: "center" }}>
          <Button component={Link} to="/signup" variant="contained">
            {t("hero.cta")}
          </Button>
        </Box>
      </Section>
    </>
  );
}
