import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDateInput } from "../../app/lib/date-input.ts";
import { showDecimal } from "../../app/lib/decimal-input.ts";
import { formatLocale, setFormatPreference } from "../../app/lib/format-locale.ts";

describe("formatLocale", () => {
  afterEach(() => {
    setFormatPreference(null);
    vi.unstubAllGlobals();
  });

  const browser = (...languages: string[]) =>
    vi.stubGlobal("navigator", { languages, language: languages[0] });

  it("takes the browser's own variant of the language, else the language", () => {
    browser("en-GB", "de-AT");
    expect(formatLocale("en")).toBe("en-GB");
    expect(formatLocale("de")).toBe("de-AT");
    expect(formatLocale("fr")).toBe("fr");
  });

  it("prefers the user's regional format where it is a variant of the language", () => {
    browser("en-US");
    expect(setFormatPreference("en-GB")).toBe(true);
    expect(setFormatPreference("en-GB")).toBe(false);
    expect(formatLocale("en")).toBe("en-GB");
    // An English format says nothing about German screens.
    expect(formatLocale("de")).toBe("de");
    expect(formatDateInput("2026-11-27", formatLocale("en"))).toBe("27/11/2026");
    setFormatPreference(null);
    expect(formatDateInput("2026-11-27", formatLocale("en"))).toBe("11/27/2026");
  });

  it("shows and reads decimals with the format's mark: Swiss German writes a point", () => {
    browser("de-DE");
    expect(showDecimal("95.00", "de")).toBe("95,00");
    setFormatPreference("de-CH");
    expect(showDecimal("95.00", "de")).toBe("95.00");
  });
});
