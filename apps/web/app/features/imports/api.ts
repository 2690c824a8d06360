import { useMutation, useQuery } from "@tanstack/react-query";
import type { ImportJob } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { call, callWithForm } from "../../lib/call.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";

const { timeImport } = endpoints;

/** Uploads an export file: the server detects its format and answers the dry run (decision 037). */
export function useUploadImport() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return callWithForm(timeImport.upload, { form });
    },
  });
}

/** Starts an import with the people mapped. */
export function useRunImport() {
  return useMutation({
    mutationFn: ({ id, people }: { id: number; people: Record<string, number> }) =>
      call(timeImport.run, { params: { id }, body: { people } }),
  });
}

/** An import's progress, read again every half second while it runs. */
export function useImportProgress(job: ImportJob | undefined) {
  return useQuery({
    queryKey: [QUERY_ROOTS.imports, job?.id],
    enabled: job?.status === "running",
    initialData: job,
    queryFn: () => call(timeImport.get, { params: { id: job?.id as number } }),
    refetchInterval: (query) => (query.state.data?.status === "running" ? 500 : false),
  });
}
