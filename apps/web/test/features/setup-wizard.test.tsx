import { endpoints } from "@tempus/contract/endpoints";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SetupWizard } from "../../app/features/masterdata/setup-wizard.tsx";
import { clearTokens } from "../../app/lib/session.ts";
import { answer, fakeServer, json } from "../fake-server.ts";
import { renderWithApp } from "../render.tsx";
import { currency, user } from "./account-fixtures.ts";
import { company, debtorDetail, signIn } from "./invoicing/fixtures.tsx";
import { fullPage, project } from "./timelogs/fixtures.ts";

const { companyInfo, currency: currencies, subscriptionType, billingPeriod } = endpoints;
const COMPANY = "/api/masterdata/company-info/1/";
const PM = "/api/projectmanagement";

/** A company in set-up without a plan; `handlers` answer its writes. */
function setupServer(handlers: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    "/api/masterdata/company-info/": () =>
      answer(companyInfo.list, fullPage([company({ setup_completed: false })])),
    "/api/masterdata/currency/": () => answer(currencies.list, fullPage([currency()])),
    "/api/billing/subscription-type/": () => answer(subscriptionType.list, fullPage([])),
    "/api/billing/billing-period/": () => answer(billingPeriod.list, fullPage([])),
    ...handlers,
  });
}

describe("the set-up wizard", () => {
  beforeEach(() => {
    signIn();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTokens();
  });

  it("sends the company's name as typed, and says at the field what the contract refuses", async () => {
    const sent: unknown[] = [];
    setupServer({
      [COMPANY]: async (_call, _count, request) => {
        sent.push(await request.json());
        return answer(companyInfo.patch, company({ name: "Acme GmbH" }));
      },
    });
    await renderWithApp(<SetupWizard user={user()} />);
    const name = await screen.findByLabelText("Company name");
    await userEvent.clear(name);
    await userEvent.type(name, "x".repeat(201));
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(
      await screen.findByText("Ensure this field has no more than 200 characters."),
    ).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);

    await userEvent.clear(name);
    // Without a name there is nothing to send.
    expect(screen.getByRole("button", { name: "Save and continue" })).toHaveProperty(
      "disabled",
      true,
    );
    await userEvent.type(name, "Acme GmbH ");
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(sent).toEqual([{ name: "Acme GmbH " }]));
    expect(await screen.findByLabelText("Time zone")).toBeTruthy();
  });

  it("shows the server's refusal of the logo at the logo, and lets go of it for another file", async () => {
    const refusal = "Upload a valid image.";
    setupServer({ [COMPANY]: () => json({ company_image: [refusal] }, 400) });
    await renderWithApp(<SetupWizard user={user()} />);
    await screen.findByLabelText("Company name");
    const input = screen.getByTestId("logo-input") as HTMLInputElement;
    await userEvent.upload(input, new File(["not a picture"], "logo.png", { type: "image/png" }));
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.upload(input, new File(["\x89PNG"], "other.png", { type: "image/png" }));
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it("creates the first debtor and project by their trimmed names, the server's refusal above", async () => {
    window.localStorage.setItem("tempus.setupStep.1", "3");
    const bodies: unknown[] = [];
    let debtors = 0;
    setupServer({
      [`${PM}/debtor/`]: async (_call, _count, request) => {
        bodies.push(await request.json());
        debtors++;
        return debtors === 1
          ? json({ name: ["A debtor with this name already exists."] }, 400)
          : answer(endpoints.debtor.create, debtorDetail(7), 201);
      },
      [`${PM}/project/`]: async (_call, _count, request) => {
        bodies.push(await request.json());
        return answer(
          endpoints.project.create,
          {
            ...project(8, "Relaunch", { debtor: 7 }),
            tracked_seconds: 0,
            billable_seconds: 0,
            billable_amount: "0.00",
            unbilled_amount: "0.00",
            budget_hours_used_percent: null,
          },
          201,
        );
      },
      [COMPANY]: () => answer(companyInfo.patch, company({ setup_completed: true })),
    });
    await renderWithApp(<SetupWizard user={user()} />);
    await userEvent.type(await screen.findByLabelText("Customer (debtor)"), " Globex ");
    await userEvent.type(screen.getByLabelText("Project"), "Relaunch ");
    await userEvent.click(screen.getByRole("button", { name: "Finish set-up" }));
    expect(
      (await screen.findByText("A debtor with this name already exists.")).closest(
        '[role="alert"]',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Finish set-up" }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies).toEqual([
      { name: "Globex" },
      { name: "Globex" },
      { name: "Relaunch", debtor: 7 },
    ]);
    expect(screen.queryByText("A debtor with this name already exists.")).toBeNull();
  });
});
