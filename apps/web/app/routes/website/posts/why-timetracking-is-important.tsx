import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  PageHero,
  Prose,
  type ProseSection,
  ProseSections,
  SignupCta,
  useList,
} from "../../../components/site/page-parts.tsx";
import { useSiteLanguage } from "../../../components/site/use-site-language.ts";
import { absoluteUrl, ogImagePath, type SiteMetaArgs, siteMeta } from "../../../site/meta.ts";
import { splitLocalizedPath } from "../../../site/pages.ts";

/** The article's publication date (and last change), as a calendar day. */
const PUBLISHED = "2026-11-23";
const MODIFIED = PUBLISHED;

/** Words a reader gets through per minute, for the reading time. */
const WORDS_PER_MINUTE = 200;

export const meta = (args: SiteMetaArgs) =>
  siteMeta("post-why-timetracking", args, (t, url) => {
    const { language } = splitLocalizedPath(args.location.pathname);
    const tempus = { "@type": "Organization", name: "Tempus", url: absoluteUrl("/") };
    return [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: t("post:heading"),
        description: t("post:description"),
        datePublished: PUBLISHED,
        dateModified: MODIFIED,
        author: tempus,
        publisher: tempus,
        inLanguage: language,
        mainEntityOfPage: url,
        url,
        image: absoluteUrl(ogImagePath(language)),
      },
    ];
  });

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Minutes to read the lead and every section, rounded up. */
function readingMinutes(lead: string, sections: readonly ProseSection[]): number {
  const words = sections.reduce(
    (sum, section) =>
      sum +
      [
        section.heading,
        ...(section.paragraphs ?? []),
        ...(section.items ?? []),
        ...(section.after ?? []),
      ].reduce((total, text) => total + countWords(text), 0),
    countWords(lead),
  );
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export default function WhyTimeTrackingIsImportant() {
  const { t } = useTranslation("post");
  const { language } = useSiteLanguage();
  const sections = useList<ProseSection>("post", "sections");
  const date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${PUBLISHED}T00:00:00Z`),
  );
  return (
    <>
      <Box component="article" sx={{ overflowWrap: "break-word", hyphens: "auto" }}>
        <PageHero eyebrow={t("eyebrow")} title={t("heading")} lead={t("lead")} />
        <Prose>
          <Typography
            component="p"
            color="text.secondary"
            sx={{ fontSize: "0.95rem !important", borderBottom: 1, borderColor: "divider", pb: 2 }}
          >
            {t("author")} · {t("published")} <time dateTime={PUBLISHED}>{date}</time> ·{" "}
            {t("readingTime", { count: readingMinutes(t("lead"), sections) })}
          </Typography>
          <ProseSections sections={sections} />
        </Prose>
      </Box>
      <SignupCta />
    </>
  );
}
