import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useTranslation } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageSwitch } from "../../app/components/language-switch.tsx";
import { detectLanguage } from "../../app/lib/i18n.ts";
import { setBrowserCookie } from "../cookies.ts";
import { renderWithApp } from "../render.tsx";

function Page() {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSwitch />
      <p>{t("errors.notFound")}</p>
    </>
  );
}

describe("language switch", () => {
  afterEach(() => vi.restoreAllMocks());

  it("switches to German and remembers it for 365 days", async () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    await renderWithApp(<Page />);
    expect(screen.getByText("Page Not Found")).toBeTruthy();
    await userEvent.click(screen.getByRole("combobox"));
    await userEvent.click(await screen.findByRole("option", { name: "Deutsch" }));
    await waitFor(() => expect(screen.getByText("Seite nicht gefunden")).toBeTruthy());
    expect(written).toContain(`preferredLanguage=de; max-age=${365 * 86400}; path=/; samesite=lax`);
    expect(document.documentElement.lang).toBe("de");
  });

  it("prefers the cookie, then the browser, then English", () => {
    setBrowserCookie("preferredLanguage=de; path=/");
    expect(detectLanguage()).toBe("de");
    setBrowserCookie(
      "preferredLanguage=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/",
    );
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-AT", "en"]);
    expect(detectLanguage()).toBe("de");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr-FR"]);
    expect(detectLanguage()).toBe("fr");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["es-ES", "nl-BE"]);
    expect(detectLanguage()).toBe("nl");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["es-ES"]);
    expect(detectLanguage()).toBe("en");
  });
});
