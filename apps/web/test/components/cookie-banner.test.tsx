import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CookieBanner } from "../../app/components/cookie-banner.tsx";
import { hasConsent, useHasConsent } from "../../app/lib/consent.ts";
import { renderWithApp } from "../render.tsx";

/** Stands for something optional (analytics) that waits for consent. */
function OptionalFeature() {
  return <span data-testid="optional">{useHasConsent() ? "on" : "off"}</span>;
}

describe("cookie banner", () => {
  it("asks until the visitor chooses, and remembers the choice", async () => {
    const first = await renderWithApp(
      <>
        <CookieBanner />
        <OptionalFeature />
      </>,
    );
    // Rendering flushes the effects (act): the banner is there at once, no waiting involved.
    expect(screen.getByRole("dialog", { name: "Cookies" })).toBeTruthy();
    expect(hasConsent()).toBe(false);
    expect(screen.getByTestId("optional").textContent).toBe("off");
    await userEvent.click(screen.getByRole("button", { name: "Accept all" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.cookie).toContain("cookieConsent=all");
    expect(hasConsent()).toBe(true);
    expect(screen.getByTestId("optional").textContent).toBe("on");
    first.unmount();

    // The same flushed render, with the choice stored: no banner (not a matter of timing).
    await renderWithApp(<CookieBanner />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("accepts only the necessary cookies", async () => {
    await renderWithApp(<CookieBanner />);
    await userEvent.click(await screen.findByRole("button", { name: "Only necessary" }));
    expect(document.cookie).toContain("cookieConsent=necessary");
    expect(hasConsent()).toBe(false);
  });
});
