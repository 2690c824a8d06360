import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useUrlState } from "../../app/lib/url-state.ts";

function Filters() {
  const [state, update] = useUrlState({ page: "1", search: "", ordering: "-start" });
  const location = useLocation();
  return (
    <>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <output data-testid="address">{location.search}</output>
      <button type="button" onClick={() => update({ search: "design", page: "1" })}>
        search
      </button>
      <button type="button" onClick={() => update({ page: "3", ordering: "amount" })}>
        page
      </button>
      <button type="button" onClick={() => update({ ordering: "-start", search: "" })}>
        reset
      </button>
    </>
  );
}

const renderAt = (address: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: "*", element: <Filters /> }], {
        initialEntries: [address],
      })}
    />,
  );

describe("state in the address", () => {
  it("reads values from the address, defaults for the rest", () => {
    renderAt("/list?search=call&page=2");
    expect(JSON.parse(screen.getByTestId("state").textContent ?? "")).toEqual({
      page: "2",
      search: "call",
      ordering: "-start",
    });
  });

  it("changes several values at once and leaves defaults out of the address", async () => {
    renderAt("/list");
    await userEvent.click(screen.getByRole("button", { name: "search" }));
    expect(screen.getByTestId("address").textContent).toBe("?search=design");
    await userEvent.click(screen.getByRole("button", { name: "page" }));
    expect(screen.getByTestId("address").textContent).toBe("?search=design&page=3&ordering=amount");
    await userEvent.click(screen.getByRole("button", { name: "reset" }));
    expect(screen.getByTestId("address").textContent).toBe("?page=3");
  });
});
