import { useParams } from "react-router";
import { InvoiceEditPage } from "../../../features/invoicing/invoice-editor-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.invoiceEdit");

export default function InvoiceEdit() {
  const { id = "" } = useParams();
  return <InvoiceEditPage key={id} id={id} />;
}
