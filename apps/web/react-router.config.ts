import type { Config } from "@react-router/dev/config";

/** Public pages are pre-rendered to HTML at build time; everything under /app runs in the browser. */
export const PUBLIC_PATHS = [
  "/",
  "/signup",
  "/auth/login",
  "/auth/forgot-password",
  "/auth/reset-password",
];

export default {
  ssr: false,
  prerender: PUBLIC_PATHS,
  buildDirectory: "build",
} satisfies Config;
