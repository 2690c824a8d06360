import { useSearchParams } from "react-router";
import { InvoiceCreatePage } from "../../../features/invoicing/invoice-editor-page.tsx";
import { pageMeta } from "../../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.invoiceCreate");

/** `?debtor=<id>` chooses the debtor (the links of "ready to bill"). */
export default function InvoiceCreate() {
  const [params] = useSearchParams();
  return <InvoiceCreatePage debtor={params.get("debtor") ?? ""} />;
}
