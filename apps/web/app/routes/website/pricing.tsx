import { Box, Button, Card, CardContent, Typography } from "@mui/material";
import type { PlanData } from "@tempus/contract/plans";
import { useTranslation } from "react-i18next";
import { Questions } from "../../components/site/content-page.tsx";
import {
  CardGrid,
  PageHero,
  Section,
  SignupCta,
  TickList,
} from "../../components/site/page-parts.tsx";
import {
  PlanPrice,
  planTranslator,
  sitePlans,
  usePlans,
  usePlanText,
} from "../../components/site/plans.tsx";
import { useSiteLanguage } from "../../components/site/use-site-language.ts";
import { absoluteUrl, type SiteMetaArgs, siteMeta } from "../../site/meta.ts";
import { localizedPath, splitLocalizedPath } from "../../site/pages.ts";

/** The billing questions, in the order shown (texts under `faq.<key>` in the `pricing` namespace). */
const FAQ = [
  "users",
  "period",
  "addUsers",
  "reduceUsers",
  "switchPlans",
  "cancel",
  "vat",
  "payment",
] as const;

export const meta = (args: SiteMetaArgs) =>
  siteMeta("pricing", args, (t, _url, texts) => {
    const { language } = splitLocalizedPath(args.location.pathname);
    const translate = planTranslator(texts("pricing:planTexts"));
    const signup = absoluteUrl(localizedPath("/signup", language));
    return [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        inLanguage: language,
        mainEntity: FAQ.map((key) => ({
          "@type": "Question",
          name: t(`pricing:faq.${key}.question`),
          acceptedAnswer: { "@type": "Answer", text: t(`pricing:faq.${key}.answer`) },
        })),
      },
      ...sitePlans().map((plan) => ({
        "@context": "https://schema.org",
        "@type": "Product",
        name: `Tempus ${plan.name}`,
        description: translate(plan.description),
        brand: { "@type": "Brand", name: "Tempus" },
        offers: {
          "@type": "Offer",
          url: signup,
          price: plan.price_per_user,
          priceCurrency: plan.currency,
          availability: "https://schema.org/InStock",
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: plan.price_per_user,
            priceCurrency: plan.currency,
            unitText: t("pricing:perUserMonth"),
            referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
            valueAddedTaxIncluded: false,
          },
        },
      })),
    ];
  });

function PlanCard({ plan }: { plan: PlanData }) {
  const { t } = useTranslation("pricing");
  const { to } = useSiteLanguage();
  const { description, features } = usePlanText(plan);
  return (
    <Card
      variant="outlined"
      data-plan-name={plan.name}
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      <CardContent sx={{ p: 3, flexGrow: 1, display: "flex", flexDirection: "column" }}>
        <Typography variant="h3" component="h3" sx={{ fontSize: "1.5rem", fontWeight: 700 }}>
          {plan.name}
        </Typography>
        <PlanPrice plan={plan} />
        <Typography sx={{ fontWeight: 600, mb: 1.5 }}>
          {plan.max_users === null ? t("unlimitedUsers") : t("maxUsers", { count: plan.max_users })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
        <Typography
          variant="h4"
          component="h4"
          sx={{ fontSize: "1rem", fontWeight: 700, mb: 1, overflowWrap: "break-word" }}
        >
          {t("includes")}
        </Typography>
        <Box sx={{ flexGrow: 1, mb: 3, overflowWrap: "break-word", hyphens: "auto" }}>
          <TickList items={features} />
        </Box>
        <Button href={to("/signup")} variant="contained" size="large" fullWidth>
          {t("start", { plan: plan.name })}
        </Button>
      </CardContent>
    </Card>
  );
}

export default function Pricing() {
  const { t } = useTranslation("pricing");
  const plans = usePlans();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <Section title={t("plansTitle")} intro={t("plansIntro")}>
        <CardGrid>
          {plans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </CardGrid>
        <Typography color="text.secondary" sx={{ textAlign: "center", mt: 3 }}>
          {t("vatNote")}
        </Typography>
      </Section>
      <Section title={t("faq.title")} intro={t("faq.intro")} tinted>
        <Questions
          questions={FAQ.map((key) => ({
            question: t(`faq.${key}.question`),
            answer: t(`faq.${key}.answer`),
          }))}
        />
      </Section>
      <SignupCta />
    </>
  );
}
