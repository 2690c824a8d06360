import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/site/pages.ts";

/**
 * Public pages are pre-rendered to HTML at build time, each in English and German
 * (app/site/pages.ts); everything under /app runs in the browser.
 */
export default {
  ssr: false,
  prerender: PRERENDERED_PATHS,
  buildDirectory: "build",
} satisfies Config;
