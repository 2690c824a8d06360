import { useLocation } from "react-router";
import { localizedPath, type SiteLanguage, splitLocalizedPath } from "../../site/pages.ts";

/** The public page's language (from its address) and a way to link within it. */
export function useSiteLanguage(): {
  language: SiteLanguage;
  path: string;
  to: (path: string) => string;
} {
  const { pathname } = useLocation();
  const { language, path } = splitLocalizedPath(pathname);
  return { language, path, to: (target) => localizedPath(target, language) };
}
