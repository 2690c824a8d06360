import { LIST_MESSAGES } from "@tempus/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ListPagination } from "../../app/components/lists/list-pagination.tsx";
import { ListStatus } from "../../app/components/lists/list-status.tsx";
import { renderWithApp } from "../render.tsx";

describe("list wording", () => {
  it.each([
    ["loading", LIST_MESSAGES.loading],
    ["empty", LIST_MESSAGES.empty],
    ["noMatches", LIST_MESSAGES.noMatches],
    ["noMore", LIST_MESSAGES.noMore],
  ] as const)("says %s as the specification does", async (state, text) => {
    await renderWithApp(<ListStatus state={state} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("shows loading as text, its spinner hidden from assistive technology", async () => {
    await renderWithApp(<ListStatus state="loading" />);
    expect(screen.getByText(LIST_MESSAGES.loading)).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("progressbar", { hidden: true }).getAttribute("aria-hidden")).toBe(
      "true",
    );
  });

  it("labels the pagination footer", async () => {
    await renderWithApp(
      <ListPagination count={42} page={0} rowsPerPage={10} onPageChange={() => {}} />,
    );
    expect(screen.getByText(LIST_MESSAGES.rowsPerPage)).toBeTruthy();
    expect(screen.getByText("1–10 of 42")).toBeTruthy();
  });

  it("speaks German", async () => {
    await renderWithApp(<ListStatus state="empty" />, { language: "de" });
    expect(screen.getByText("Keine Daten vorhanden")).toBeTruthy();
  });
});
