import { InvoiceWriteSchema } from "@tempus/contract";
import { describe, expect, it } from "vitest";
import {
  creditBody,
  creditedLines,
  hasOneRate,
  initialCredit,
} from "../../../app/features/invoicing/credit-form.ts";
import {
  cashDiscountErrors,
  completeBody,
  defaultCategory,
  draftBody,
  draftValues,
  emptyDraft,
  newManualLine,
  unbilledPeriod,
} from "../../../app/features/invoicing/draft-form.ts";
import { DRAFT, ISSUED } from "./fixtures.tsx";

const NOW = new Date(2026, 10, 20);

describe("the draft form's values and the contract's body", () => {
  it("starts a debtor's invoice at their unbilled logs, else last month, with the company's cash discount", () => {
    expect(unbilledPeriod({ unbilled_from: "2026-08-28", unbilled_until: "2026-11-19" })).toEqual({
      from: "2026-08-28",
      until: "2026-11-19",
    });
    expect(unbilledPeriod({ unbilled_from: null, unbilled_until: null }, NOW)).toEqual({
      from: "2026-10-01",
      until: "2026-10-31",
    });
    expect(unbilledPeriod(undefined, NOW)).toEqual({ from: "2026-10-01", until: "2026-10-31" });
    const values = emptyDraft("3", "de", {
      period: { from: "2026-08-28", until: "2026-11-19" },
      cashDiscount: { days: 10, percent: "2.00" },
    });
    expect(values).toMatchObject({
      language: "de",
      type_code: "380",
      service_from: "2026-08-28",
      cash_discount_days: "10",
      // Shown as a German types it; sent as the API reads it.
      cash_discount_percent: "2,00",
    });
    expect(draftBody(values, "de")).toMatchObject({
      cash_discount_days: "10",
      cash_discount_percent: "2.00",
    });
    expect(InvoiceWriteSchema.parse(draftBody(values, "de"))).toMatchObject({
      cash_discount_days: 10,
      cash_discount_percent: "2.00",
    });
  });

  it("sends references trimmed, an empty buyer reference and cash discount as null", () => {
    const values = {
      ...emptyDraft("3", "en"),
      buyer_reference: "  ",
      order_reference: " PO 1 ",
      contract_reference: "C-7",
      project_reference: "",
      cash_discount_days: "",
      cash_discount_percent: " ",
    };
    expect(draftBody(values)).toMatchObject({
      buyer_reference: null,
      order_reference: "PO 1",
      contract_reference: "C-7",
      project_reference: "",
      cash_discount_days: null,
      cash_discount_percent: null,
    });
    expect(draftBody({ ...values, buyer_reference: "04011000-12345-03" }).buyer_reference).toBe(
      "04011000-12345-03",
    );
  });

  it("makes an advance invoice of its manual lines only, deducting no advance invoice", () => {
    const values = {
      ...emptyDraft("3", "en"),
      type_code: "386" as const,
      include_time: true,
      advance_invoices: [20],
    };
    expect(draftBody(values)).toMatchObject({
      type_code: "386",
      include_time: false,
      advance_invoices: [],
    });
    expect(draftBody({ ...values, type_code: "380" })).toMatchObject({
      include_time: true,
      advance_invoices: [20],
    });
  });

  it("sends a line's category and reason only where they apply", () => {
    const line = { ...newManualLine(), description: "Travel", unit_price: "120" };
    const body = (changes: Partial<typeof line>) =>
      draftBody({ ...emptyDraft("3", "en"), manual_lines: [{ ...line, ...changes }] })
        .manual_lines?.[0];
    expect(body({ tax_rate: "7", exemption_reason: "ignored" })).toEqual({
      description: "Travel",
      quantity: "1",
      unit_code: "C62",
      unit_price: "120",
      tax_rate: "7",
    });
    expect(body({ tax_category: "S", tax_rate: "7" })).toMatchObject({
      tax_category: "S",
      tax_rate: "7",
    });
    expect(body({ tax_category: "K", tax_rate: "7", exemption_reason: " Art. 138 " })).toEqual({
      description: "Travel",
      quantity: "1",
      unit_code: "C62",
      unit_price: "120",
      tax_category: "K",
      exemption_reason: "Art. 138",
    });
    expect(body({ tax_category: "Z", tax_rate: "7" })).not.toHaveProperty("tax_rate");
    expect(body({ tax_category: "O" })).not.toHaveProperty("exemption_reason");
  });

  it("asks for both days and percent of a cash discount, at the empty one, before previewing", () => {
    const values = { ...emptyDraft("3", "en"), cash_discount_days: "10" };
    expect(cashDiscountErrors(values)).toEqual({
      cash_discount_percent: "Enter both the days and the percent of the cash discount.",
    });
    expect(completeBody(values)).toBeNull();
    expect(
      cashDiscountErrors({ ...values, cash_discount_days: "", cash_discount_percent: "2" }),
    ).toHaveProperty("cash_discount_days");
    expect(completeBody({ ...values, cash_discount_percent: "2" })).not.toBeNull();
  });

  it("gives a line the category the server would: the debtor's treatment, E for a small business", () => {
    expect(defaultCategory("standard", false, "19")).toBe("S");
    expect(defaultCategory("standard", false, "0")).toBe("Z");
    expect(defaultCategory("reverse_charge", false, "19")).toBe("AE");
    expect(defaultCategory("intra_community", false, "19")).toBe("K");
    expect(defaultCategory("export", false, "19")).toBe("G");
    expect(defaultCategory("exempt", false, "19")).toBe("E");
    expect(defaultCategory("standard", true, "19")).toBe("E");
    expect(defaultCategory("outside_scope", true, "19")).toBe("O");
  });

  it("reads a saved draft back: defaults stay empty, a line's own category and reason are kept", () => {
    const manual = (changes: Partial<(typeof DRAFT.lines)[number]>) => ({
      ...DRAFT.lines[0],
      id: 9,
      project: null,
      time_logs: [],
      ...changes,
    });
    const saved = {
      ...DRAFT,
      type_code: "386" as const,
      buyer_reference: null,
      order_reference: "PO 1",
      cash_discount_days: 14,
      cash_discount_percent: "3.00",
      advance_invoices: [],
      lines: [
        manual({ description: "Standard" }),
        manual({ description: "Own rate", tax_rate: "7.00" }),
        manual({
          description: "Exempt",
          tax_category: "E",
          tax_rate: "0.00",
          exemption_reason: "§ 4 Nr. 21 UStG",
        }),
        manual({
          description: "Debtor's reason",
          tax_category: "AE",
          tax_rate: "0.00",
          exemption_reason: "Reverse charge",
        }),
      ],
    };
    const values = draftValues(saved, { treatment: "standard", smallBusiness: false });
    expect(values).toMatchObject({
      type_code: "386",
      include_time: false,
      buyer_reference: "",
      order_reference: "PO 1",
      cash_discount_days: "14",
      cash_discount_percent: "3.00",
    });
    expect(
      values.manual_lines.map((line) => [line.tax_category, line.tax_rate, line.exemption_reason]),
    ).toEqual([
      ["", "", ""],
      ["", "7.00", ""],
      ["E", "", "§ 4 Nr. 21 UStG"],
      ["AE", "", "Reverse charge"],
    ]);
    // For a reverse-charge debtor AE is the default, and so is the reason its time lines carry.
    const reverse = draftValues(
      {
        ...saved,
        lines: [
          { ...DRAFT.lines[0], tax_category: "AE", tax_rate: "0.00", exemption_reason: "RC" },
          manual({ tax_category: "AE", tax_rate: "0.00", exemption_reason: "RC" }),
        ],
      },
      { treatment: "reverse_charge" },
    );
    expect(reverse.manual_lines.map((line) => [line.tax_category, line.exemption_reason])).toEqual([
      ["", ""],
    ]);
    // Without the debtor known, a saved category is kept as it is.
    expect(draftValues(saved).manual_lines[0].tax_category).toBe("S");
  });
});

describe("the credit note's values and the contract's body", () => {
  it("credits all, chosen lines or an amount (which releases no logs); notes only when written", () => {
    const values = initialCredit(false);
    expect(values.scope).toBe("full");
    expect(initialCredit(true).scope).toBe("lines");
    expect(creditBody(values)).toEqual({ release_time_logs: true });
    expect(creditBody({ ...values, scope: "lines", lines: [1, 2], release: false })).toEqual({
      lines: [1, 2],
      release_time_logs: false,
    });
    expect(creditBody({ ...values, scope: "amount", amount: " 50 ", notes: " Goodwill " })).toEqual(
      { amount: "50", release_time_logs: false, notes: "Goodwill" },
    );
  });

  it("finds the lines earlier credit notes copied, leaving identical lines partly credited to the server", () => {
    const [website, shop] = ISSUED.lines;
    const twin = { ...shop, id: 3, position: 3 };
    const note = (lines: (typeof ISSUED.lines)[number][]) => ({
      lines: lines.map((line, index) => ({ ...line, id: 100 + index, position: index + 1 })),
    });
    expect([...creditedLines([website, shop], [note([shop])])]).toEqual([2]);
    expect([...creditedLines([website, shop, twin], [note([shop])])]).toEqual([]);
    expect([...creditedLines([website, shop, twin], [note([shop]), note([twin])])]).toEqual([2, 3]);
    expect(hasOneRate([website, shop])).toBe(true);
    expect(hasOneRate([website, { ...shop, tax_rate: "7.00" }])).toBe(false);
  });
});
