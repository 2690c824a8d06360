import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setBrowserCookie } from "../cookies.ts";

const offer = () => document.querySelector<HTMLElement>('[data-language-suggestion="de"]');

async function loadSiteScript() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 404 })),
  );
  vi.resetModules();
  return import("../../app/site/browser/site-script.ts");
}

describe("the language offer of the public pages", () => {
  beforeEach(() => {
    setBrowserCookie(
      "preferredLanguage=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/",
    );
    document.documentElement.lang = "en";
    document.body.innerHTML =
      '<div hidden data-language-suggestion="de"><a href="/de/pricing" data-language="de">Diese Seite auf Deutsch lesen</a><button data-dismiss>×</button></div>';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.documentElement.lang = "";
  });

  it("offers the page in the browser's language on a first visit, and keeps this one when closed", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-AT", "en"]);
    await loadSiteScript();
    expect(offer()?.hidden).toBe(false);
    offer()?.querySelector<HTMLElement>("[data-dismiss]")?.click();
    expect(offer()?.hidden).toBe(true);
    expect(document.cookie).toContain("preferredLanguage=en");
  });

  it("offers nothing once a language was chosen, or when the browser asks for this one", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-GB", "de"]);
    await loadSiteScript();
    expect(offer()?.hidden).toBe(true);
    setBrowserCookie("preferredLanguage=en; path=/");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE"]);
    await loadSiteScript();
    expect(offer()?.hidden).toBe(true);
  });
});
