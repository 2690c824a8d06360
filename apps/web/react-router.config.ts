import type { Config } from "@react-router/dev/config";

/** Public pages are pre-rendered to HTML at build time; everything under /app runs in the browser. */
export const PUBLIC_PATHS = ["/"];

export default {
  ssr: false,
  prerender: PUBLIC_PATHS,
  buildDirectory: "build",
} satisfies Config;
