import { endpoints } from "@tempus/contract/endpoints";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InvoiceDetail, SendDefaults } from "../../../app/features/invoicing/api.ts";
import { InvoiceDetailPage } from "../../../app/features/invoicing/invoice-detail-page.tsx";
import { clearTokens } from "../../../app/lib/session.ts";
import { answer, fakeServer, json } from "../../fake-server.ts";
import { COMPANY, DEBTORS, ISSUED, renderAt } from "./fixtures.tsx";

const INVOICE = "/api/invoicing/invoice/5/";
const SEND = `${INVOICE}send/`;
const MESSAGE = [
  "Hello,",
  "",
  "please find attached our invoice 2026-0007 of 374.85 EUR, payable by 4 Dec 2026.",
  "",
  "Kind regards",
  "Acme",
].join("\n");
/** What GET …/send/ proposes for invoice 2026-0007. */
const DEFAULTS: SendDefaults = {
  to: ["billing@globex.example"],
  cc: [],
  subject: "Invoice 2026-0007 from Acme",
  message: MESSAGE,
  copy_to: "owner@acme.example",
};
const SENT: InvoiceDetail = {
  ...ISSUED,
  sent_at: "2026-11-21T09:00:00Z",
  delivery_status: "sent",
  delivered_at: "2026-11-21T09:00:00Z",
  delivery_error: null,
};

/**
 * The server's invoice 5: GET …/send/ answers the proposal (once `ready` resolves),
 * POST …/send/ records its body and answers `answer` (the sent invoice by default).
 */
function serverWith(
  options: { ready?: Promise<void>; answer?: (count: number) => Response | null } = {},
) {
  const state = { invoice: ISSUED };
  const bodies: unknown[] = [];
  const calls = fakeServer({
    "/api/projectmanagement/debtor/": () => answer(endpoints.debtor.list, DEBTORS),
    "/api/masterdata/company-info/": () => answer(endpoints.companyInfo.list, COMPANY),
    [INVOICE]: () => answer(endpoints.invoice.get, state.invoice),
    [`${INVOICE}pdf/`]: () => json({ detail: "Not found." }, 404),
    [SEND]: async (call, _count, request) => {
      if (call.method === "GET") {
        await options.ready;
        return answer(endpoints.invoice.sendDefaults, DEFAULTS);
      }
      bodies.push(await request.json());
      const refused = options.answer?.(bodies.length);
      if (refused) return refused;
      state.invoice = SENT;
      return answer(endpoints.invoice.send, state.invoice);
    },
  });
  return { calls, bodies };
}

async function openDialog() {
  await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
  await userEvent.click(await screen.findByRole("button", { name: "Send by e-mail" }));
  return screen.findByRole("dialog", { name: "Send 2026-0007 by e-mail" });
}

const field = (dialog: HTMLElement, label: RegExp | string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

describe("the send dialog", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearTokens();
  });

  it("shows the server's proposal once it is read", async () => {
    let ready = () => {};
    serverWith({ ready: new Promise<void>((resolve) => (ready = resolve)) });
    const dialog = await openDialog();
    expect(within(dialog).getByRole("progressbar", { name: "Loading the e-mail…" })).toBeTruthy();
    expect(
      (within(dialog).getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled,
    ).toBe(true);

    ready();
    expect((await within(dialog).findByLabelText(/^To/)).getAttribute("value")).toBe(
      "billing@globex.example",
    );
    expect(field(dialog, /^CC/).value).toBe("");
    expect(within(dialog).getByTestId("send-subject").textContent).toBe(
      "Subject: Invoice 2026-0007 from Acme",
    );
    expect(field(dialog, "Message").value).toBe(MESSAGE);
    const copy = within(dialog).getByRole("checkbox", {
      name: "Send me a copy (owner@acme.example)",
    }) as HTMLInputElement;
    expect(copy.checked).toBe(false);
    expect(within(dialog).queryByRole("progressbar")).toBeNull();
  });

  it("sends the edited recipients, CC, text and copy, then shows the delivery", async () => {
    const { bodies } = serverWith();
    const dialog = await openDialog();
    const to = (await within(dialog).findByLabelText(/^To/)) as HTMLInputElement;
    await userEvent.type(to, ", controlling@globex.example");
    await userEvent.type(field(dialog, /^CC/), "anna@globex.example; bob@globex.example");
    const message = field(dialog, "Message");
    await userEvent.clear(message);
    await userEvent.type(message, "Dear Anna,{enter}{enter}here it is.");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /^Send me a copy/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies).toEqual([
      {
        to: ["billing@globex.example", "controlling@globex.example"],
        cc: ["anna@globex.example", "bob@globex.example"],
        message: "Dear Anna,\n\nhere it is.",
        copy_to_me: true,
      },
    ]);
    expect(await screen.findByText("Invoice sent")).toBeTruthy();
    expect((await screen.findByTestId("delivery")).textContent).toMatch(/^Deliveredon /);
  });

  it("shows the server's refusal at its field and sends again once corrected", async () => {
    const { bodies } = serverWith({
      answer: (count) => (count === 1 ? json({ cc: ["Enter a valid email address."] }, 400) : null),
    });
    const dialog = await openDialog();
    const cc = (await within(dialog).findByLabelText(/^CC/)) as HTMLInputElement;
    // Valid for the form's own check, refused by the server (say, a domain it knows to be wrong).
    await userEvent.type(cc, "anna@globex.invalid");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));

    expect(await within(dialog).findByText("Enter a valid email address.")).toBeTruthy();
    expect(cc.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).queryByText("Separate several addresses with commas.")).toBeTruthy();

    await userEvent.clear(cc);
    await userEvent.type(cc, "anna@globex.example");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies).toEqual([
      {
        to: ["billing@globex.example"],
        cc: ["anna@globex.invalid"],
        message: MESSAGE,
        copy_to_me: false,
      },
      {
        to: ["billing@globex.example"],
        cc: ["anna@globex.example"],
        message: MESSAGE,
        copy_to_me: false,
      },
    ]);
  });

  it("refuses a malformed address before sending, in the server's words", async () => {
    const { calls } = serverWith();
    const dialog = await openDialog();
    const to = (await within(dialog).findByLabelText(/^To/)) as HTMLInputElement;
    await userEvent.clear(to);
    await userEvent.type(to, "billing@globex");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Enter a valid email address.")).toBeTruthy();
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });
});
