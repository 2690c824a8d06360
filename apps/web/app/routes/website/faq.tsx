import { ContentPage, type ContentSection } from "../../components/site/content-page.tsx";
import { type SiteMetaArgs, siteMeta } from "../../site/meta.ts";

export const meta = (args: SiteMetaArgs) =>
  siteMeta("faq", args, (_t, _url, texts) => {
    const sections = texts("faq:sections");
    const questions = Array.isArray(sections)
      ? (sections as ContentSection[]).flatMap((section) => section.questions ?? [])
      : [];
    return [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: questions.map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer },
        })),
      },
    ];
  });

/** Questions and answers in groups, each expandable without a script. */
export default function Faq() {
  return <ContentPage namespace="faq" />;
}
