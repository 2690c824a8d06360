import BarChartIcon from "@mui/icons-material/BarChart";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import EuroIcon from "@mui/icons-material/Euro";
import GroupsIcon from "@mui/icons-material/Groups";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import TimerIcon from "@mui/icons-material/Timer";
import { Box, Button, Card, CardContent, Link, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  CardGrid,
  InfoCard,
  PageHero,
  Section,
  SignupCta,
} from "../../components/site/page-parts.tsx";
import { PlanPrice, usePlans } from "../../components/site/plans.tsx";
import { ProductShot } from "../../components/site/product-shot.tsx";
import { useSiteLanguage } from "../../components/site/use-site-language.ts";
import { type SiteMetaArgs, siteMeta } from "../../site/meta.ts";

const FEATURES = [
  { key: "timer", icon: <TimerIcon /> },
  { key: "calendar", icon: <CalendarMonthIcon /> },
  { key: "rates", icon: <EuroIcon /> },
  { key: "statistics", icon: <BarChartIcon /> },
  { key: "invoices", icon: <ReceiptLongIcon /> },
  { key: "teams", icon: <GroupsIcon /> },
] as const;

const AUDIENCES = [
  { key: "freelancers", path: "/freelancer" },
  { key: "companies", path: "/companies" },
] as const;

export const meta = (args: SiteMetaArgs) =>
  siteMeta("home", args, (t, url) => [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Tempus",
      url,
      logo: url.replace(/\/(de)?$/, "/favicon.svg"),
    },
    {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: "Tempus",
      applicationCategory: "BusinessApplication",
      operatingSystem: "Web",
      description: t("home:description"),
      url,
      offers: { "@type": "Offer", price: "0.00", priceCurrency: "EUR" },
    },
  ]);

export default function Home() {
  const { t } = useTranslation("home");
  const { to } = useSiteLanguage();
  const plans = usePlans();
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.text")}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "center" }}
        >
          <Button href={to("/signup")} variant="contained" size="large">
            {t("hero.cta")}
          </Button>
          <Button href={to("/features")} variant="outlined" color="secondary" size="large">
            {t("hero.secondary")}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t("hero.note")}
        </Typography>
      </PageHero>
      <Section>
        <ProductShot />
      </Section>
      <Section title={t("features.title")} intro={t("features.intro")} tinted>
        <CardGrid>
          {FEATURES.map((feature) => (
            <InfoCard
              key={feature.key}
              icon={feature.icon}
              title={t(`features.${feature.key}.title`)}
              text={t(`features.${feature.key}.text`)}
            />
          ))}
        </CardGrid>
        <Box sx={{ textAlign: "center", mt: 4 }}>
          <Link href={to("/features")} sx={{ fontWeight: 600, color: "primary.dark" }}>
            {t("features.more")}
          </Link>
        </Box>
      </Section>
      <Section title={t("audiences.title")}>
        <CardGrid columns={2}>
          {AUDIENCES.map((audience) => (
            <Card
              key={audience.key}
              sx={{ bgcolor: "secondary.main", color: "secondary.contrastText", height: "100%" }}
            >
              <CardContent sx={{ p: 4 }}>
                <Typography variant="h3" component="h3" gutterBottom>
                  {t(`audiences.${audience.key}.title`)}
                </Typography>
                <Typography sx={{ mb: 3 }}>{t(`audiences.${audience.key}.text`)}</Typography>
                <Button
                  href={to(audience.path)}
                  variant="outlined"
                  sx={{ color: "#fff", borderColor: "rgba(255,255,255,0.7)" }}
                >
                  {t(`audiences.${audience.key}.link`)}
                </Button>
              </CardContent>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title={t("pricing.title")} intro={t("pricing.text")} tinted>
        <CardGrid>
          {plans.map((plan) => (
            <Card
              key={plan.name}
              variant="outlined"
              data-plan-name={plan.name}
              sx={{ height: "100%" }}
            >
              <CardContent sx={{ p: 3, textAlign: "center" }}>
                <Typography variant="h3" component="h3" sx={{ fontSize: "1.3rem" }}>
                  {plan.name}
                </Typography>
                <PlanPrice plan={plan} />
              </CardContent>
            </Card>
          ))}
        </CardGrid>
        <Box sx={{ textAlign: "center", mt: 4 }}>
          <Button href={to("/pricing")} variant="contained">
            {t("pricing.link")}
          </Button>
        </Box>
      </Section>
      <SignupCta />
    </>
  );
}
