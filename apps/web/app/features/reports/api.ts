import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReportQuery, SavedReportWrite } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { call, download, given } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const { report, savedReport, reportShare, sharedReport } = endpoints;

/**
 * The reports' query keys. A report's figures sit under the time logs' root, so every change of
 * time reads them again; the saved reports and their links under the reports' own.
 */
export const reportKeys = {
  run: (query: ReportQuery) => [QUERY_ROOTS.timelog, "report", query] as const,
  saved: [QUERY_ROOTS.reports] as const,
  shares: (id: number) => [QUERY_ROOTS.reports, id, "shares"] as const,
  shared: (token: string) => [QUERY_ROOTS.reports, "shared", token] as const,
};

/** A report of a definition; `enabled: false` while it cannot be asked for. */
export function useReport(query: ReportQuery, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.run(query),
    queryFn: () => call(report.run, { query: given(query) }),
    enabled,
  });
}

/** The person's saved reports, by name. */
export function useSavedReports() {
  return useQuery({ queryKey: reportKeys.saved, queryFn: () => call(savedReport.list) });
}

/** Saves a new report, or (with an id) renames one or changes its definition. */
export function useSaveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: SavedReportWrite }) =>
      id === undefined
        ? call(savedReport.create, { body })
        : call(savedReport.update, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.saved }),
  });
}

export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(savedReport.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.saved }),
  });
}

/** A saved report's read-only links. */
export function useShares(id: number | undefined) {
  return useQuery({
    queryKey: reportKeys.shares(id ?? 0),
    queryFn: () => call(reportShare.list, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}

export function useCreateShare(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expiresOn: string) =>
      call(reportShare.create, { params: { id }, body: { expires_on: expiresOn || null } }),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.shares(id) }),
  });
}

export function useRevokeShare(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shareId: number) =>
      call(reportShare.remove, { params: { id, share_id: shareId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.shares(id) }),
  });
}

/** What a shared link shows (no sign-in); a link that is gone is not asked for again. */
export function useSharedReport(token: string) {
  return useQuery({
    queryKey: reportKeys.shared(token),
    queryFn: () => call(sharedReport.get, { params: { token } }, { retry: 0 }),
    retry: false,
  });
}

export type ReportFormat = "csv" | "xlsx" | "pdf";

/** Downloads a report: a definition, a saved report or a shared one. */
export function downloadReport(
  source: { query: ReportQuery } | { id: number } | { token: string },
  format: ReportFormat,
  onProgress: (share: number | null) => void,
) {
  const query = { file_format: format };
  if ("token" in source)
    return download(sharedReport.export, { params: { token: source.token }, query }, onProgress);
  if ("id" in source)
    return download(savedReport.export, { params: { id: source.id }, query }, onProgress);
  return download(report.export, { query: { ...source.query, ...query } }, onProgress);
}

/** A shared report's address, from its token. */
export const sharedReportUrl = (token: string) =>
  `${window.location.origin}/shared/report/${encodeURIComponent(token)}`;
