import { useParams } from "react-router";
import { InvoiceDetailPage } from "../../../features/invoicing/invoice-detail-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.invoice");

export default function InvoiceDetail() {
  const { id = "" } = useParams();
  return <InvoiceDetailPage key={id} id={id} />;
}
