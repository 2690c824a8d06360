import type { User } from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { Outlet, useOutletContext } from "react-router";
import { ErrorPage } from "../../../components/errors/error-page.tsx";

/** Invoices are the owner's and admins' only: a member gets the permission page. */
export default function InvoicesSection() {
  const user = useOutletContext<User>();
  if (!canManageCompany(user)) return <ErrorPage status={403} />;
  return <Outlet context={user} />;
}
