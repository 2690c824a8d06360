import { COMPANY_MESSAGES } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemberAmountsCard } from "../../app/features/masterdata/member-amounts-card.tsx";
import { answer, fakeServer, json } from "../fake-server.ts";
import { renderWithApp } from "../render.tsx";
import { user } from "./account-fixtures.ts";
import { company as companyWith } from "./invoicing/fixtures.tsx";

const company = companyWith({ id: 1, members_see_own_amounts: false });

describe("amounts for members (decision 039)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lets the owner turn on members' own amounts", async () => {
    const bodies: unknown[] = [];
    fakeServer({
      "/api/masterdata/company-info/1/": async (_call, _count, request) => {
        bodies.push(await request.json());
        return answer(endpoints.companyInfo.patch, { ...company, members_see_own_amounts: true });
      },
    });
    await renderWithApp(<MemberAmountsCard company={company} user={user({ role: "owner" })} />);
    const toggle = screen.getByRole("switch", {
      name: "Members see the amounts of their own time",
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.click(toggle);
    await waitFor(() => expect(bodies).toEqual([{ members_see_own_amounts: true }]));
    expect(await screen.findByText("What members see is saved.")).toBeTruthy();
  });

  it("shows an admin the choice without letting them change it, and the server's refusal", async () => {
    fakeServer({
      "/api/masterdata/company-info/1/": () =>
        json({ members_see_own_amounts: [COMPANY_MESSAGES.onlyOwnerSharesAmounts] }, 400),
    });
    const { unmount } = await renderWithApp(
      <MemberAmountsCard company={company} user={user({ role: "admin" })} />,
    );
    const toggle = screen.getByRole("switch", {
      name: "Members see the amounts of their own time",
    });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    unmount();
    // Should the owner's role change while the page is open, the server's word is shown.
    await renderWithApp(<MemberAmountsCard company={company} user={user({ role: "owner" })} />);
    await userEvent.click(
      screen.getByRole("switch", { name: "Members see the amounts of their own time" }),
    );
    expect(await screen.findByText(COMPANY_MESSAGES.onlyOwnerSharesAmounts)).toBeTruthy();
  });
});
