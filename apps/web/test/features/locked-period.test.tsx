import { COMPANY_MESSAGES, type Company } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LockedPeriodCard } from "../../app/features/masterdata/locked-period-form.tsx";
import { answer, fakeServer, json } from "../fake-server.ts";
import { renderWithApp } from "../render.tsx";
import { user } from "./account-fixtures.ts";

const company = {
  id: 1,
  name: "Acme",
  timezone: "Europe/Berlin",
  locked_until: null,
} as Partial<Company> as Company;

describe("the locked period", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("locks up to a typed day and says so", async () => {
    const bodies: unknown[] = [];
    fakeServer({
      "/api/masterdata/company-info/1/": async (_call, _count, request) => {
        bodies.push(await request.json());
        return answer(endpoints.companyInfo.patch, { ...company, locked_until: "2026-10-31" });
      },
    });
    await renderWithApp(<LockedPeriodCard company={company} user={user({ role: "admin" })} />);
    expect(screen.getByText("Nothing is locked.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Lock up to"), "10/31/2026");
    await userEvent.click(screen.getByRole("button", { name: "Lock" }));
    await waitFor(() => expect(bodies).toEqual([{ locked_until: "2026-10-31" }]));
  });

  it("shows the server's refusal at the day, and a member only reads the period", async () => {
    fakeServer({
      "/api/masterdata/company-info/1/": () =>
        json({ locked_until: [COMPANY_MESSAGES.onlyOwnerUnlocks] }, 400),
    });
    const locked = { ...company, locked_until: "2026-10-31" };
    const { unmount } = await renderWithApp(
      <LockedPeriodCard company={locked} user={user({ role: "admin" })} />,
    );
    expect(screen.getByText("Time up to October 31, 2026 is locked.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Unlock" }));
    expect(await screen.findByText(COMPANY_MESSAGES.onlyOwnerUnlocks)).toBeTruthy();
    unmount();
    await renderWithApp(<LockedPeriodCard company={locked} user={user({ role: "member" })} />);
    expect(screen.getByText("Time up to October 31, 2026 is locked.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Lock" })).toBeNull();
  });
});
