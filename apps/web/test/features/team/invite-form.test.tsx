import { endpoints } from "@tempus/contract/endpoints";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MembersPanel } from "../../../app/features/team/members-panel.tsx";
import { answer, fakeServer } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { user } from "../account-fixtures.ts";
import { fullPage } from "../timelogs/fixtures.ts";

const { member, invitation, billingPeriod } = endpoints;

/** The team's endpoints, keeping each invitation sent. */
function teamServer() {
  const invited: unknown[] = [];
  fakeServer({
    "/api/usermanagement/member/": () => answer(member.list, fullPage([])),
    "/api/billing/billing-period/": () => answer(billingPeriod.list, fullPage([])),
    "/api/usermanagement/invitation/": async (call, _count, request) => {
      if (call.method === "GET") return answer(invitation.list, fullPage([]));
      const body = (await request.json()) as { email: string; role: "admin" | "member" };
      invited.push(body);
      return answer(
        invitation.create,
        {
          id: invited.length,
          ...body,
          invited_by: 1,
          expires_at: "2099-01-01T00:00:00Z",
          accepted_at: null,
          created_at: "2026-03-10T09:00:00Z",
        },
        201,
      );
    },
  });
  return invited;
}

describe("inviting a colleague", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the address in the app's language, refuses one the contract refuses, and sends address and role", async () => {
    const invited = teamServer();
    await renderWithApp(<MembersPanel user={user()} />, { language: "de" });
    const email = await screen.findByLabelText("E-Mail-Adresse zum Einladen");
    await userEvent.click(screen.getByRole("button", { name: "Einladen" }));
    expect(await screen.findByText("Dieses Feld ist erforderlich.")).toBeTruthy();
    await userEvent.type(email, "ada@");
    await userEvent.click(screen.getByRole("button", { name: "Einladen" }));
    // At the field, and in the failure notice as before.
    await waitFor(() =>
      expect(document.getElementById("email-helper-text")?.textContent).toBe(
        "Enter a valid email address.",
      ),
    );
    expect(screen.getByText("Einladung nicht gesendet")).toBeTruthy();
    expect(invited).toEqual([]);

    await userEvent.type(email, "example.com");
    await userEvent.click(screen.getByLabelText("Rolle"));
    await userEvent.click(await screen.findByRole("option", { name: "Admin" }));
    await userEvent.click(screen.getByRole("button", { name: "Einladen" }));
    await waitFor(() => expect(invited).toEqual([{ email: "ada@example.com", role: "admin" }]));
    // The address is cleared for the next one; the role stays as chosen.
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(""));
    expect(screen.getByLabelText("Rolle").textContent).toBe("Admin");
  });
});
