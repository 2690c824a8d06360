import {
  skipToken,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { InputOf, OutputOf } from "@tempus/contract/endpoint";
import { endpoints } from "@tempus/contract/endpoints";
import type { Collection } from "../../components/lists/collection-table.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { call, callAllPages, callBlob } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const { invoice, payment } = endpoints;

export type Invoice = OutputOf<typeof invoice.list>["results"][number];
export type InvoiceDetail = OutputOf<typeof invoice.get>;
export type InvoicePreview = OutputOf<typeof invoice.preview>;
export type InvoiceWriteBody = InputOf<typeof invoice.create>["body"];
export type PaymentBody = InputOf<typeof payment.create>["body"];
export type PaymentPatchBody = InputOf<typeof payment.patch>["body"];
export type InvoicePayment = InvoiceDetail["payments"][number];
export type CancelBody = InputOf<typeof invoice.cancel>["body"];
export type SendBody = NonNullable<InputOf<typeof invoice.send>["body"]>;
export type SendDefaults = OutputOf<typeof invoice.sendDefaults>;
export type IssueBody = NonNullable<InputOf<typeof invoice.issue>["body"]>;
/** The documents of an issued invoice, each its endpoint (`pdf` and `facturx` are PDFs, `cii` and `ubl` XML). */
export const DOCUMENTS = ["pdf", "facturx", "cii", "ubl"] as const;
export type InvoiceDocument = (typeof DOCUMENTS)[number];

/** Every query key of invoices and credit notes. */
export const invoicingKeys = {
  invoices: [QUERY_ROOTS.invoices] as const,
  invoice: [QUERY_ROOTS.invoice] as const,
  detail: (id: string) => [QUERY_ROOTS.invoice, id] as const,
  nextNumber: (id: number, issueDate: string) =>
    [QUERY_ROOTS.invoice, String(id), "next-number", issueDate] as const,
  issuedOf: (debtor: string) => [QUERY_ROOTS.invoices, "issued", debtor] as const,
  pdf: (id: string, updatedAt: string) => [QUERY_ROOTS.invoice, id, "pdf", updatedAt] as const,
  preview: (body: InvoiceWriteBody | null) => [QUERY_ROOTS.invoices, "preview", body] as const,
  sendDefaults: (id: number) => [QUERY_ROOTS.invoice, String(id), "send"] as const,
};

/** The invoice list page by page, as the table reads it. */
export const invoiceCollection: Collection<Invoice> = {
  key: invoicingKeys.invoices,
  fetchPage: (query) => call(invoice.list, { query }),
};

const detailQuery = (id: string) => ({
  queryKey: invoicingKeys.detail(id),
  queryFn: () => call(invoice.get, { params: { id } }),
  retry: false,
});

export function useInvoice(id: string) {
  return useQuery(detailQuery(id));
}

/**
 * Other invoices one refers to (its credit notes, advance invoices, the invoice
 * a credit note corrects), by id, each read as its own page reads it.
 */
export function useRelatedInvoices(ids: number[]): Map<number, InvoiceDetail> {
  const results = useQueries({ queries: ids.map((id) => detailQuery(String(id))) });
  const found = new Map<number, InvoiceDetail>();
  for (const result of results) if (result.data) found.set(result.data.id, result.data);
  return found;
}

/** The number issuing draft `id` on `issueDate` would take (nothing is drawn); off while `enabled` is false. */
export function useNextNumber(id: number, issueDate: string, enabled: boolean) {
  return useQuery({
    queryKey: invoicingKeys.nextNumber(id, issueDate),
    queryFn: () => call(invoice.nextNumber, { params: { id }, query: { issue_date: issueDate } }),
    enabled,
    retry: false,
    placeholderData: (previous) => previous,
  });
}

/**
 * The advance invoices a final invoice of `debtor` may deduct: issued ones of
 * type 386 that no other issued invoice deducts yet.
 */
export function useDeductibleAdvances(debtor: string) {
  return useQuery({
    queryKey: invoicingKeys.issuedOf(debtor),
    enabled: debtor !== "",
    queryFn: async () => {
      const issued = await callAllPages(invoice.list, {
        debtor,
        status: "issued",
        ordering: "issue_date",
      });
      const deducted = new Set(issued.flatMap((invoice) => invoice.advance_invoices));
      return issued.filter((invoice) => invoice.type_code === "386" && !deducted.has(invoice.id));
    },
  });
}

/**
 * Lines and totals of `body` without saving; `body` is null while the form is
 * incomplete (nothing is asked then). The last answer stays on screen while the
 * next one is read.
 */
export function useInvoicePreview(body: InvoiceWriteBody | null) {
  return useQuery({
    queryKey: invoicingKeys.preview(body),
    queryFn: body ? () => call(invoice.preview, { body }) : skipToken,
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/**
 * The invoice's PDF as an object URL for the preview, or null while the
 * server has none (404); read again whenever the invoice changes.
 */
export function useInvoicePdf(id: string, updatedAt: string, enabled: boolean) {
  return useQuery({
    queryKey: invoicingKeys.pdf(id, updatedAt),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    // The page revokes the object URL when it leaves; a later visit reads the PDF again.
    gcTime: 0,
    queryFn: async () => {
      try {
        return URL.createObjectURL(await callBlob(invoice.pdf, { params: { id } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * After an invoice changed: the lists, the invoice, and what shows unbilled
 * time (the logs, debtors, projects and dashboard), which issuing, deleting and
 * cancelling change.
 */
function useInvoicesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        QUERY_ROOTS.invoices,
        QUERY_ROOTS.invoice,
        QUERY_ROOTS.timelog,
        QUERY_ROOTS.debtor,
        QUERY_ROOTS.project,
        QUERY_ROOTS.dashboard,
      ].map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
    );
}

/** Creates a draft (`id` null) or builds a draft again with new parameters. */
export function useSaveDraft() {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: InvoiceWriteBody }) =>
      id ? call(invoice.update, { params: { id }, body }) : call(invoice.create, { body }),
    onSuccess: changed,
  });
}

export function useDeleteDraft() {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (id: number) => call(invoice.remove, { params: { id } }),
    onSuccess: changed,
  });
}

/**
 * An action on one invoice that answers the invoice (or, for cancel, its credit
 * note); with `evenWhenRefused` the invoice is read again after a failure too.
 */
function useInvoiceAction<Input>(
  request: (input: Input) => Promise<InvoiceDetail>,
  evenWhenRefused = false,
) {
  const changed = useInvoicesChanged();
  return useMutation(
    evenWhenRefused
      ? { mutationFn: request, onSettled: changed }
      : { mutationFn: request, onSuccess: changed },
  );
}

/** Issues a draft on the body's date (and exchange rate, for another currency than the company's). */
export const useIssueInvoice = () =>
  useInvoiceAction(({ id, body }: { id: number; body: IssueBody }) =>
    call(invoice.issue, { params: { id }, body }),
  );

export const useMarkSent = () =>
  useInvoiceAction((id: number) => call(invoice.markSent, { params: { id } }));

/**
 * What the send dialog starts from: the debtor's address, the subject and the
 * mail's text in the invoice's language, the user's address for a copy.
 */
export function useSendDefaults(id: number) {
  return useQuery({
    queryKey: invoicingKeys.sendDefaults(id),
    queryFn: () => call(invoice.sendDefaults, { params: { id } }),
    retry: false,
    gcTime: 0,
  });
}

/**
 * E-mails the invoice (to the debtor's invoice address with the product's
 * text, or as the body says). A refused mail (502) leaves a failed delivery
 * that is tried again: the invoice is read again to show it.
 */
export const useSendInvoice = () =>
  useInvoiceAction(
    ({ id, body }: { id: number; body?: SendBody }) => call(invoice.send, { params: { id }, body }),
    true,
  );

export const useRecordPayment = () =>
  useInvoiceAction(({ id, body }: { id: number; body: PaymentBody }) =>
    call(payment.create, { params: { id }, body }),
  );

/** Corrects a recorded payment (date, amount, note); answers the invoice. */
export const useUpdatePayment = () =>
  useInvoiceAction(
    ({ id, paymentId, body }: { id: number; paymentId: number; body: PaymentPatchBody }) =>
      call(payment.patch, { params: { id, payment_id: paymentId }, body }),
  );

/** Deletes a payment recorded by mistake (204); the invoice is read again. */
export function useDeletePayment() {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: ({ id, paymentId }: { id: number; paymentId: number }) =>
      call(payment.remove, { params: { id, payment_id: paymentId } }),
    onSuccess: changed,
  });
}

/** Cancels by a credit note; answers the credit note. */
export const useCancelInvoice = () =>
  useInvoiceAction(({ id, body }: { id: number; body: CancelBody }) =>
    call(invoice.cancel, { params: { id }, body }),
  );
