import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type Collection, CollectionTable } from "../../app/components/lists/collection-table.tsx";
import { renderWithApp } from "../render.tsx";

interface Rule {
  id: number;
  rate: string;
  scope: string;
}

describe("a collection table", () => {
  it("names each value by its column, so a phone can stack the rows, and sorts by a column", async () => {
    const asked: Record<string, string>[] = [];
    const collection: Collection<Rule> = {
      key: ["rules"],
      fetchPage: vi.fn(async (query: Record<string, string>) => {
        asked.push(query);
        return { count: 1, results: [{ id: 1, rate: "95.00", scope: "Project: Website" }] };
      }),
    };
    await renderWithApp(
      <CollectionTable
        collection={collection}
        defaultOrdering="rate"
        columns={[
          { key: "rate", label: "Rate", sort: "rate", render: (row) => row.rate },
          { key: "scope", label: "Applies to", render: (row) => row.scope },
        ]}
      />,
    );
    const table = screen.getByRole("table");
    const cells = await within(table).findAllByRole("cell");
    expect(cells.map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
      ["Rate", "95.00"],
      ["Applies to", "Project: Website"],
    ]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Rate", "Applies to"]);
    await userEvent.click(within(table).getByRole("button", { name: "Rate" }));
    expect(asked.at(-1)?.ordering).toBe("-rate");
  });
});
