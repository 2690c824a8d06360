import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AppLayout } from "../../app/components/layouts/app-layout.tsx";
import { LogAmount } from "../../app/components/money/log-amount.tsx";
import { UserMenu } from "../../app/features/accounts/user-menu.tsx";
import { renderWithApp } from "../render.tsx";

describe("the app's frame", () => {
  it("offers 'Skip to content' as the first Tab stop, and it focuses the page", async () => {
    await renderWithApp(
      <AppLayout userMenu={<button type="button">Menu</button>}>
        <p>Page</p>
      </AppLayout>,
    );
    await userEvent.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(document.activeElement).toBe(skip);
    await userEvent.keyboard("{Enter}");
    expect(document.activeElement?.id).toBe("main-content");
  });

  it("opens the user menu from the keyboard, moves with the arrows, closes with Escape", async () => {
    await renderWithApp(<UserMenu username="ada" />);
    const button = screen.getByRole("button", { name: "ada" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Settings", "Log out"]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(items[1]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});

describe("a log's amount", () => {
  it("shows the amount of a priced log and a hint for a log without any rate", async () => {
    await renderWithApp(
      <>
        <LogAmount log={{ amount: "90.00", currency: "EUR", has_rate: true }} />
        <LogAmount log={{ amount: "0.00", currency: "USD", has_rate: false }} />
      </>,
    );
    expect(screen.getByText("€90.00")).toBeTruthy();
    expect(screen.getByTestId("no-rate").textContent).toBe("No rate");
    expect(screen.queryByText("$0.00")).toBeNull();
  });
});
