import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CookieBanner, hasOptionalConsent } from "../../app/components/cookie-banner.tsx";
import { renderWithApp } from "../render.tsx";

describe("cookie banner", () => {
  it("asks until the visitor chooses, and remembers the choice", async () => {
    const first = await renderWithApp(<CookieBanner />);
    expect(await screen.findByRole("dialog", { name: "Cookies" })).toBeTruthy();
    expect(hasOptionalConsent()).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Accept all" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.cookie).toContain("cookieConsent=all");
    expect(hasOptionalConsent()).toBe(true);
    first.unmount();

    await renderWithApp(<CookieBanner />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("accepts only the necessary cookies", async () => {
    await renderWithApp(<CookieBanner />);
    await userEvent.click(await screen.findByRole("button", { name: "Only necessary" }));
    expect(document.cookie).toContain("cookieConsent=necessary");
    expect(hasOptionalConsent()).toBe(false);
  });
});
