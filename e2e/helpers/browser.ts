import { type Browser, type BrowserContextOptions, chromium } from "playwright-core";
import { chromiumPath } from "./paths.ts";

/** Debian's Chromium, headless, with nothing that reaches outside this machine (Playwright gives it a fresh profile). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const desktop: BrowserContextOptions = {
  viewport: { width: 1366, height: 900 },
  locale: "en-US",
};
