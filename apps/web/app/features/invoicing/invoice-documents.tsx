import DownloadIcon from "@mui/icons-material/Download";
import { Box, Button, Stack } from "@mui/material";
import { endpoints } from "@tempus/contract/endpoints";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { download } from "../../lib/call.ts";
import { DOCUMENTS, type InvoiceDetail, type InvoiceDocument, useInvoicePdf } from "./api.ts";

/** Downloads of an issued invoice: the PDF, Factur-X (PDF with CII), CII and UBL XML. */
export function InvoiceDownloads({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation("invoices");
  const { addAlert } = useAlerts();
  const [busy, setBusy] = useState<string | null>(null);
  const save = async (document: InvoiceDocument) => {
    setBusy(document);
    try {
      await download(endpoints.invoice[document], { params: { id: invoice.id } }, () => {});
    } catch {
      addAlert({
        color: "error",
        title: t("documents.failedTitle"),
        text: t("documents.failedText"),
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
      {DOCUMENTS.map((document) => (
        <Button
          key={document}
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy !== null}
          onClick={() => void save(document)}
        >
          {t(`documents.${document}`)}
        </Button>
      ))}
    </Stack>
  );
}

/** The invoice's PDF in the page, once the server renders one (nothing while it answers 404). */
export function InvoicePdfPreview({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation("invoices");
  const pdf = useInvoicePdf(String(invoice.id), invoice.updated_at, invoice.status !== "draft");
  const url = pdf.data ?? null;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) return null;
  return (
    <Box
      component="iframe"
      src={url}
      title={t("documents.previewTitle", { number: invoice.number })}
      data-testid="pdf-preview"
      sx={{ width: "100%", height: 720, border: 1, borderColor: "divider", borderRadius: 1 }}
    />
  );
}
