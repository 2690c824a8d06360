import { describe, expect, it } from "vitest";
import { negotiateLanguage, parseAcceptLanguage } from "../../src/i18n/languages.ts";

describe("negotiateLanguage (Django's LocaleMiddleware on Accept-Language)", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["de", "de"],
    ["de-DE", "de"],
    ["DE-de", "de"],
    ["fr-CA,fr;q=0.9,en;q=0.8", "fr"],
    ["nl-BE", "nl"],
    ["en-US,en;q=0.9", "en"],
    ["es", "en"],
    ["es-ES,es;q=0.9,de;q=0.8,fr;q=0.7", "de"],
    ["en;q=0.5, nl", "nl"],
    ["fr;q=0.3, de;q=0.7", "de"],
    ["de;q=0, fr;q=0.1", "fr"],
    ["*", "en"],
    ["*, de", "en"],
    ["de, *", "de"],
    ["zh-Hant-TW, nl;q=0.2", "nl"],
    ["de;q=2", "en"],
    ["de;;", "en"],
    ["12345", "en"],
  ])("%j → %s", (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it("reads repeated headers as one list", () => {
    expect(negotiateLanguage(["es", "nl;q=0.5"])).toBe("nl");
  });

  it("keeps equal weights in the header's order", () => {
    expect(parseAcceptLanguage("fr, de, nl;q=0.9, en;q=0.9")).toEqual([
      { range: "fr", q: 1 },
      { range: "de", q: 1 },
      { range: "nl", q: 0.9 },
      { range: "en", q: 0.9 },
    ]);
  });

  it("cuts a very long header at a comma, as Django does", () => {
    const header = `${"xx-yy;q=0.5, ".repeat(40)}de`;
    expect(header.length).toBeGreaterThan(500);
    expect(negotiateLanguage(header)).toBe("en");
    expect(negotiateLanguage(`fr, ${header}`)).toBe("fr");
  });
});
