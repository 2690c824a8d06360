import { render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n, formatLocale, pageMeta, useVisitorLanguage } from "../../app/lib/i18n.ts";
import { setBrowserCookie } from "../cookies.ts";

function Page() {
  useVisitorLanguage();
  const { t } = useTranslation();
  return <p>{t("errors.notFound")}</p>;
}

describe("i18n", () => {
  it("hydrates in English and then shows the language of the visitor's cookie", async () => {
    setBrowserCookie("preferredLanguage=de; path=/");
    const i18n = await createI18n("en");
    render(
      <I18nextProvider i18n={i18n}>
        <Page />
      </I18nextProvider>,
    );
    await waitFor(() => expect(screen.getByText("Seite nicht gefunden")).toBeTruthy());
    expect(document.documentElement.lang).toBe("de");
  });

  it("gives route meta the page's title and description in the current language", async () => {
    const i18n = await createI18n("en");
    expect(pageMeta("home:title", "home:description")).toEqual(
      expect.arrayContaining([
        { title: "Tempus – time tracking and billing for freelancers and companies" },
        { name: "description", content: expect.stringContaining("hourly-rate rules") },
      ]),
    );
    await i18n.changeLanguage("de");
    expect(pageMeta("common:titles.notFound")).toContainEqual({
      title: "Seite nicht gefunden · Tempus",
    });
  });

  it("has every key in both languages", async () => {
    const i18n = await createI18n("en");
    const keys = (value: unknown, prefix = ""): string[] =>
      value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
        : [prefix.slice(0, -1)];
    await i18n.loadLanguages("de");
    for (const namespace of i18n.options.ns as string[]) {
      const en = keys(i18n.getResourceBundle("en", namespace)).sort();
      const de = keys(i18n.getResourceBundle("de", namespace)).sort();
      expect({ namespace, keys: de }).toEqual({ namespace, keys: en });
    }
  });
});

describe("the locale dates and numbers are written in", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the browser's variant of the app's language, else the language", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-GB", "de-AT"]);
    expect(formatLocale("en")).toBe("en-GB");
    expect(formatLocale("de")).toBe("de-AT");
    expect(formatLocale("fr")).toBe("fr");
    expect(new Date("2026-11-27T12:00:00Z").toLocaleDateString(formatLocale("en"))).toBe(
      "27/11/2026",
    );
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US"]);
    expect(new Date("2026-11-27T12:00:00Z").toLocaleDateString(formatLocale("en"))).toBe(
      "11/27/2026",
    );
  });
});
