import { Box, Button, Card, CardContent, Container, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSiteLanguage } from "./use-site-language.ts";

/** The top of a public page: its one h1, a lead paragraph, optional actions or picture. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        background: "linear-gradient(135deg, #fff3e0 0%, #ffe0b2 100%)",
        py: { xs: 6, md: 10 },
      }}
    >
      <Container sx={{ maxWidth: 880, textAlign: "center" }}>
        {eyebrow ? (
          <Typography
            sx={{ color: "primary.dark", fontWeight: 700, letterSpacing: 1, mb: 1 }}
            component="p"
          >
            {eyebrow}
          </Typography>
        ) : null}
        <Typography
          variant="h1"
          component="h1"
          gutterBottom
          sx={{ fontSize: { xs: "2rem", sm: "2.5rem", md: "2.75rem" }, overflowWrap: "break-word" }}
        >
          {title}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          sx={{ fontWeight: 400, fontSize: { xs: "1.05rem", md: "1.25rem" } }}
        >
          {lead}
        </Typography>
        {children ? <Box sx={{ mt: 4 }}>{children}</Box> : null}
      </Container>
    </Box>
  );
}

/** A titled band of a page. */
export function Section({
  title,
  intro,
  children,
  tinted = false,
}: {
  title?: string;
  intro?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box component="section" sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? "#fff3e0" : undefined }}>
      <Container>
        {title ? (
          <Typography
            variant="h2"
            component="h2"
            sx={{
              mb: intro ? 1.5 : 4,
              textAlign: "center",
              fontSize: { xs: "1.6rem", md: "2rem" },
            }}
          >
            {title}
          </Typography>
        ) : null}
        {intro ? (
          <Typography
            color="text.secondary"
            sx={{ textAlign: "center", maxWidth: 720, mx: "auto", mb: 4 }}
          >
            {intro}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}

/** Cards in one, two or three columns by width. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 3,
        gridTemplateColumns: {
          xs: "1fr",
          sm: "1fr 1fr",
          lg: columns === 3 ? "1fr 1fr 1fr" : "1fr 1fr",
        },
      }}
    >
      {children}
    </Box>
  );
}

/** A card with an icon, a heading and a text. */
export function InfoCard({
  icon,
  title,
  text,
  headingLevel = "h3",
  children,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  headingLevel?: "h2" | "h3";
  children?: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardContent sx={{ p: 3 }}>
        {icon ? <Box sx={{ color: "primary.main", mb: 1 }}>{icon}</Box> : null}
        <Typography variant="h3" component={headingLevel} gutterBottom sx={{ fontSize: "1.3rem" }}>
          {title}
        </Typography>
        {text ? <Typography color="text.secondary">{text}</Typography> : null}
        {children}
      </CardContent>
    </Card>
  );
}

/** A list with ticks, for what a plan or an audience gets. */
export function TickList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item}
          sx={{
            position: "relative",
            pl: 3.5,
            mb: 1,
            "&::before": {
              content: '"✓"',
              position: "absolute",
              left: 0,
              color: "success.main",
              fontWeight: 700,
            },
          }}
        >
          {item}
        </Box>
      ))}
    </Box>
  );
}

/** Long text (terms, privacy, the article): readable measure and spacing for h2, h3, p and lists. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <Container
      sx={{
        maxWidth: "760px !important",
        py: { xs: 4, md: 6 },
        "& h2": { fontSize: { xs: "1.4rem", md: "1.6rem" }, fontWeight: 700, mt: 5, mb: 1.5 },
        "& h3": { fontSize: "1.2rem", fontWeight: 600, mt: 3, mb: 1 },
        "& p, & li": { lineHeight: 1.7, fontSize: "1.05rem" },
        "& p": { my: 1.5 },
        "& ul, & ol": { pl: 3 },
        "& a": { color: "primary.dark" },
        "& dl": {
          display: "grid",
          gridTemplateColumns: { sm: "max-content 1fr" },
          gap: 1,
          columnGap: 3,
        },
        "& dt": { fontWeight: 600 },
        "& dd": { m: 0, overflowWrap: "anywhere" },
      }}
    >
      {children}
    </Container>
  );
}

/** A titled part of long text, written in the locale file as paragraphs and list items. */
export interface ProseSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  after?: string[];
}

/** Renders sections read from a locale file (`t(key, { returnObjects: true })`). */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Box component="section" key={section.heading}>
          <Typography variant="h2" component="h2">
            {section.heading}
          </Typography>
          {section.paragraphs?.map((paragraph) => (
            <Typography key={paragraph} component="p">
              {paragraph}
            </Typography>
          ))}
          {section.items ? (
            <Box component="ul">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          ) : null}
          {section.after?.map((paragraph) => (
            <Typography key={paragraph} component="p">
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </>
  );
}

/** Reads a list of objects from the page's locale namespace (empty when the key is missing). */
export function useList<T>(namespace: string, key: string): T[] {
  const { t } = useTranslation(namespace);
  const value = t(key, { returnObjects: true }) as unknown;
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The call to sign up that ends most pages. */
export function SignupCta() {
  const { t } = useTranslation();
  const { to } = useSiteLanguage();
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 8 } }}>
      <Container sx={{ maxWidth: 760, textAlign: "center" }}>
        <Card
          sx={{ bgcolor: "secondary.main", color: "secondary.contrastText", p: { xs: 3, md: 5 } }}
        >
          <Typography
            variant="h2"
            component="h2"
            gutterBottom
            sx={{ fontSize: { xs: "1.5rem", md: "2rem" } }}
          >
            {t("site.cta.title")}
          </Typography>
          <Typography sx={{ mb: 3 }}>{t("site.cta.text")}</Typography>
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={2}
            sx={{ justifyContent: "center" }}
          >
            <Button href={to("/signup")} variant="contained" size="large">
              {t("site.cta.button")}
            </Button>
            <Button
              href={to("/pricing")}
              variant="outlined"
              size="large"
              sx={{ color: "#fff", borderColor: "rgba(255,255,255,0.7)" }}
            >
              {t("site.cta.secondary")}
            </Button>
          </Stack>
        </Card>
      </Container>
    </Box>
  );
}
