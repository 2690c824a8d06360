import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  InvoiceCancelSchema,
  InvoiceDetailSchema,
  InvoiceIssueSchema,
  InvoiceNumberPreviewSchema,
  InvoicePaymentPatchSchema,
  InvoicePaymentWriteSchema,
  InvoicePreviewSchema,
  InvoiceQuerySchema,
  InvoiceSchema,
  InvoiceSendDefaultsSchema,
  InvoiceSendSchema,
  InvoiceWriteSchema,
} from "@tempus/contract";
import { FetchError } from "ofetch";
import type { z } from "zod";
import type { Collection } from "../../components/lists/collection-table.tsx";
import { api, apiAllPages, apiBlob } from "../../lib/api-client.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const BASE = "/invoicing/invoice";

export type Invoice = z.infer<typeof InvoiceSchema>;
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;
export type InvoicePreview = z.infer<typeof InvoicePreviewSchema>;
export type InvoiceWriteBody = z.input<typeof InvoiceWriteSchema>;
export type InvoiceQuery = z.input<typeof InvoiceQuerySchema>;
export type PaymentBody = z.input<typeof InvoicePaymentWriteSchema>;
export type PaymentPatchBody = z.input<typeof InvoicePaymentPatchSchema>;
export type InvoicePayment = InvoiceDetail["payments"][number];
export type CancelBody = z.input<typeof InvoiceCancelSchema>;
export type SendBody = z.input<typeof InvoiceSendSchema>;
export type SendDefaults = z.infer<typeof InvoiceSendDefaultsSchema>;
export type IssueBody = z.input<typeof InvoiceIssueSchema>;
export type NumberPreview = z.infer<typeof InvoiceNumberPreviewSchema>;
/** What the documents' endpoints deliver (`pdf` and `facturx` are PDFs, `cii` and `ubl` XML). */
export const DOCUMENTS = ["pdf", "facturx", "cii", "ubl"] as const;
export type InvoiceDocument = (typeof DOCUMENTS)[number];
/** Delivery by e-mail, as the send endpoint reports it (absent before sending exists). */
export type DeliveryStatus = "pending" | "sent" | "failed" | null;
export type Delivery = {
  delivery_status?: DeliveryStatus;
  delivery_error?: string | null;
  delivered_at?: string | null;
};

/** Every query key of invoices and credit notes. */
export const invoicingKeys = {
  invoices: [QUERY_ROOTS.invoices] as const,
  invoice: [QUERY_ROOTS.invoice] as const,
  detail: (id: string) => [QUERY_ROOTS.invoice, id] as const,
  nextNumber: (id: number, issueDate: string) =>
    [QUERY_ROOTS.invoice, String(id), "next-number", issueDate] as const,
  issuedOf: (debtor: string) => [QUERY_ROOTS.invoices, "issued", debtor] as const,
  pdf: (id: string, updatedAt: string) => [QUERY_ROOTS.invoice, id, "pdf", updatedAt] as const,
  preview: (body: InvoiceWriteBody) => [QUERY_ROOTS.invoices, "preview", body] as const,
  sendDefaults: (id: number) => [QUERY_ROOTS.invoice, String(id), "send"] as const,
};

/** The invoice list page by page, as the table reads it. */
export const invoiceCollection: Collection<Invoice> = {
  key: invoicingKeys.invoices,
  fetchPage: (query) => api(`${BASE}/`, { query }),
};

const detailQuery = (id: string) => ({
  queryKey: invoicingKeys.detail(id),
  queryFn: () => api<InvoiceDetail & Delivery>(`${BASE}/${id}/`),
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
    queryFn: () =>
      api<NumberPreview>(`${BASE}/${id}/next-number/`, { query: { issue_date: issueDate } }),
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
      const issued = await apiAllPages<Invoice>(`${BASE}/`, {
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
    queryKey: invoicingKeys.preview(body ?? ({} as InvoiceWriteBody)),
    queryFn: () => api<InvoicePreview>(`${BASE}/preview/`, { method: "POST", body }),
    enabled: body !== null,
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
        return URL.createObjectURL(await apiBlob(`${BASE}/${id}/pdf/`));
      } catch (error) {
        if (error instanceof FetchError && error.status === 404) return null;
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
      id
        ? api<InvoiceDetail>(`${BASE}/${id}/`, { method: "PUT", body })
        : api<InvoiceDetail>(`${BASE}/`, { method: "POST", body }),
    onSuccess: changed,
  });
}

export function useDeleteDraft() {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: (id: number) => api(`${BASE}/${id}/`, { method: "DELETE" }),
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
    api<InvoiceDetail>(`${BASE}/${id}/issue/`, { method: "POST", body }),
  );

export const useMarkSent = () =>
  useInvoiceAction((id: number) =>
    api<InvoiceDetail>(`${BASE}/${id}/mark-sent/`, { method: "POST" }),
  );

/**
 * What the send dialog starts from: the debtor's address, the subject and the
 * mail's text in the invoice's language, the user's address for a copy.
 */
export function useSendDefaults(id: number) {
  return useQuery({
    queryKey: invoicingKeys.sendDefaults(id),
    queryFn: () => api<SendDefaults>(`${BASE}/${id}/send/`),
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
    ({ id, body }: { id: number; body?: SendBody }) =>
      api<InvoiceDetail>(`${BASE}/${id}/send/`, { method: "POST", body }),
    true,
  );

export const useRecordPayment = () =>
  useInvoiceAction(({ id, body }: { id: number; body: PaymentBody }) =>
    api<InvoiceDetail>(`${BASE}/${id}/payment/`, { method: "POST", body }),
  );

/** Corrects a recorded payment (date, amount, note); answers the invoice. */
export const useUpdatePayment = () =>
  useInvoiceAction(
    ({ id, paymentId, body }: { id: number; paymentId: number; body: PaymentPatchBody }) =>
      api<InvoiceDetail>(`${BASE}/${id}/payments/${paymentId}/`, { method: "PATCH", body }),
  );

/** Deletes a payment recorded by mistake (204); the invoice is read again. */
export function useDeletePayment() {
  const changed = useInvoicesChanged();
  return useMutation({
    mutationFn: ({ id, paymentId }: { id: number; paymentId: number }) =>
      api(`${BASE}/${id}/payments/${paymentId}/`, { method: "DELETE" }),
    onSuccess: changed,
  });
}

/** Cancels by a credit note; answers the credit note. */
export const useCancelInvoice = () =>
  useInvoiceAction(({ id, body }: { id: number; body: CancelBody }) =>
    api<InvoiceDetail>(`${BASE}/${id}/cancel/`, { method: "POST", body }),
  );

/** The address of one of an invoice's documents, for `downloadFile`. */
export const documentPath = (id: number, document: InvoiceDocument) => `${BASE}/${id}/${document}/`;
