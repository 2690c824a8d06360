import { InvoicesPage } from "../../../features/invoicing/index.ts";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.invoices");

export default function Invoices() {
  return <InvoicesPage />;
}
