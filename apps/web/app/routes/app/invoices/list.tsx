import { InvoicesPage } from "../../../features/invoicing/invoices-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.invoices");

export default function Invoices() {
  return <InvoicesPage />;
}
