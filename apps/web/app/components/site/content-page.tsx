import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  CardGrid,
  InfoCard,
  PageHero,
  Section,
  SignupCta,
  TickList,
  useList,
} from "./page-parts.tsx";

/** A band of a content page as its locale file writes it. */
export interface ContentSection {
  title: string;
  intro?: string;
  /** Cards with a heading and a text (features, answers to problems). */
  cards?: { title: string; text: string; items?: string[] }[];
  /** A list with ticks. */
  items?: string[];
  /** Questions answered in expandable <details> (no script needed). */
  questions?: { question: string; answer: string }[];
}

/** The <details> list of questions, as the FAQ and pricing pages show them (no script needed). */
export function Questions({
  questions,
}: {
  questions: readonly { question: string; answer: string }[];
}) {
  return (
    <Box sx={{ maxWidth: 760, mx: "auto" }}>
      {questions.map((entry) => (
        <Box
          component="details"
          key={entry.question}
          sx={{
            bgcolor: "background.paper",
            border: "1px solid",
            borderColor: "divider",
            borderRadius: 1,
            mb: 1.5,
            "&[open] summary svg": { transform: "rotate(180deg)" },
          }}
        >
          <Box
            component="summary"
            sx={{
              cursor: "pointer",
              listStyle: "none",
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              gap: 2,
              p: 2,
              fontWeight: 600,
              fontSize: "1.05rem",
              overflowWrap: "break-word",
              hyphens: "auto",
              "&::-webkit-details-marker": { display: "none" },
              "&:focus-visible": {
                outline: "2px solid",
                outlineColor: "primary.main",
                outlineOffset: 2,
              },
            }}
          >
            <span>{entry.question}</span>
            <ExpandMoreIcon aria-hidden="true" sx={{ flexShrink: 0, color: "primary.dark" }} />
          </Box>
          <Typography sx={{ px: 2, pb: 2, lineHeight: 1.7 }}>{entry.answer}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A public page made of its locale namespace: `heading`, `lead`, and
 * `sections` (cards, tick lists or questions), ending with the call to sign up.
 */
export function ContentPage({
  namespace,
  before,
}: {
  namespace: string;
  before?: React.ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const sections = useList<ContentSection>(namespace, "sections");
  return (
    <>
      <PageHero
        eyebrow={t("eyebrow", { defaultValue: "" }) || undefined}
        title={t("heading")}
        lead={t("lead")}
      />
      {before}
      {sections.map((section, index) => (
        <Section
          key={section.title}
          title={section.title}
          intro={section.intro}
          tinted={index % 2 === 1}
        >
          {section.cards ? (
            <CardGrid columns={section.cards.length % 2 === 0 ? 2 : 3}>
              {section.cards.map((card) => (
                <InfoCard key={card.title} title={card.title} text={card.text}>
                  {card.items ? (
                    <Box sx={{ mt: 2 }}>
                      <TickList items={card.items} />
                    </Box>
                  ) : null}
                </InfoCard>
              ))}
            </CardGrid>
          ) : null}
          {section.items ? (
            <Box sx={{ maxWidth: 760, mx: "auto" }}>
              <TickList items={section.items} />
            </Box>
          ) : null}
          {section.questions ? <Questions questions={section.questions} /> : null}
        </Section>
      ))}
      <SignupCta />
    </>
  );
}
