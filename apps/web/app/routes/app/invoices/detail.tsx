import { useParams } from "react-router";
import { InvoiceDetailPage } from "../../../features/invoicing/index.ts";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.invoice");

export default function InvoiceDetail() {
  const { id = "" } = useParams();
  return <InvoiceDetailPage key={id} id={id} />;
}
