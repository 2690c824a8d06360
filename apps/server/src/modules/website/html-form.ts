import type { IncomingHttpHeaders } from "node:http";
import type { Language } from "@tempus/contract";
import { SITE_LANGUAGES, sitePath } from "@tempus/contract/constants";

const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

/** The quality an Accept header gives `mediaType`: its most specific matching range wins. */
function quality(accept: string, mediaType: string): number {
  const [type] = mediaType.split("/");
  let best = { specificity: -1, q: 0 };
  for (const part of accept.split(",")) {
    const [range, ...parameters] = part.trim().toLowerCase().split(";");
    const specificity =
      range === mediaType ? 2 : range === `${type}/*` ? 1 : range === "*/*" ? 0 : -1;
    if (specificity <= best.specificity) continue;
    const qParameter = parameters
      .map((parameter) => parameter.trim())
      .find((p) => p.startsWith("q="));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    best = { specificity, q: Number.isFinite(q) ? q : 0 };
  }
  return best.q;
}

/**
 * A browser's plain form post (no JavaScript): a form body from a client that
 * prefers an HTML page to JSON. It is answered with a redirect to a page.
 */
export function isHtmlFormPost(headers: IncomingHttpHeaders): boolean {
  const contentType = (headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  if (contentType !== FORM_CONTENT_TYPE) return false;
  const accept = headers.accept ?? "*/*";
  return quality(accept, "text/html") > quality(accept, "application/json");
}

/** The language the form was sent from (its hidden `language` field); English otherwise. */
export function formLanguage(body: unknown): Language {
  const language = (body as { language?: unknown } | null | undefined)?.language;
  return (SITE_LANGUAGES as readonly unknown[]).includes(language) ? (language as Language) : "en";
}

/**
 * The contact page in `language`, telling it how the form went: the fragment
 * names the banner to show (CSS `:target`, no script needed).
 */
export function contactPage(language: Language, outcome: "sent" | "failed"): string {
  return `${sitePath("/contact", language)}?${outcome}=1#${outcome}`;
}
