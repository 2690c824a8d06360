import { PUBLIC_ORIGIN_PLACEHOLDER } from "@tempus/contract/constants";
import type { MetaDescriptor } from "react-router";
import { pageTexts, pageTranslator } from "../lib/i18n.ts";
import {
  localizedPath,
  SITE_LANGUAGES,
  type SiteLanguage,
  type SitePageId,
  splitLocalizedPath,
} from "./pages.ts";

/** What a route module's `meta` receives that the site needs. */
export interface SiteMetaArgs {
  location: { pathname: string };
}

/** Where a page's title and description live: `<prefix>title` and `<prefix>description`. */
const PAGE_TEXTS: Record<SitePageId, string> = {
  home: "home:",
  features: "features:",
  pricing: "pricing:",
  freelancer: "freelancer:",
  companies: "companies:",
  faq: "faq:",
  roadmap: "roadmap:",
  trustcenter: "trustcenter:",
  "post-why-timetracking": "post:",
  timesheet: "timesheet:",
  contact: "contact:",
  licenses: "licenses:",
  agb: "legal:agb.",
  imprint: "legal:imprint.",
  privacy: "legal:privacy.",
  signup: "accounts:meta.signup.",
  login: "accounts:meta.login.",
};

const OG_LOCALES: Record<SiteLanguage, string> = {
  en: "en_US",
  de: "de_DE",
  fr: "fr_FR",
  nl: "nl_NL",
};

/**
 * The origin of absolute addresses: the placeholder while the build renders
 * (the server puts PUBLIC_URL's origin in its place); in the browser the origin
 * the server put into the page's canonical link, read before React renders the
 * meta again on a page that hydrates.
 */
const origin = (() => {
  if (typeof document === "undefined") return PUBLIC_ORIGIN_PLACEHOLDER;
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
  try {
    return canonical ? new URL(canonical).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
})();

/** An absolute address on the public site. */
export const absoluteUrl = (path: string) => `${origin}${path}`;

/** The 1200×630 sharing picture of a language (made at build time, scripts/site-assets.ts). */
export const ogImagePath = (language: SiteLanguage) => `/og/tempus-${language}.png`;

/**
 * A public page's `meta`: title, description, canonical address, its other
 * languages (hreflang, x-default), Open Graph and Twitter card, and any JSON-LD.
 */
export function siteMeta(
  id: SitePageId,
  { location }: SiteMetaArgs,
  structuredData: (
    t: (key: string) => string,
    url: string,
    texts: (key: string) => unknown,
  ) => object[] = () => [],
): MetaDescriptor[] {
  const { language, path } = splitLocalizedPath(location.pathname);
  const prefix = PAGE_TEXTS[id];
  const t = pageTranslator(language);
  const title = t(`${prefix}title`);
  const description = t(`${prefix}description`);
  const url = absoluteUrl(localizedPath(path, language));
  const image = absoluteUrl(ogImagePath(language));
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...SITE_LANGUAGES.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: other,
      href: absoluteUrl(localizedPath(path, other)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path) },
    { property: "og:site_name", content: "Tempus" },
    { property: "og:type", content: id === "post-why-timetracking" ? "article" : "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[language] },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: t("common:site.ogImageAlt") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...structuredData(t, url, (key) => pageTexts(language, key)).map((data) => ({
      "script:ld+json": data,
    })),
  ];
}
