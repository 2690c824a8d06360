import { Stack } from "@mui/material";
import type { User } from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { SubscriptionSummary } from "../billing/index.ts";
import { ReminderDefaultsCard } from "../reminders/index.ts";
import { useCompany } from "./api.ts";
import { CompanyForm } from "./company-form.tsx";
import { LockedPeriodCard } from "./locked-period-form.tsx";
import { MemberAmountsCard } from "./member-amounts-card.tsx";

/**
 * The settings' company tab: the subscription at a glance, every company detail, the locked period,
 * what members see of money, the reminders' defaults.
 */
export function CompanyTab({ user }: { user: User }) {
  const company = useCompany();
  if (!company.data) return <ListStatus state="loading" />;
  return (
    <Stack spacing={3}>
      {/* The plan, its prices and the company's finance data are the owner's and admins' concern. */}
      {canManageCompany(user) && <SubscriptionSummary />}
      <CompanyForm company={company.data} canEdit={canManageCompany(user)} />
      <LockedPeriodCard company={company.data} user={user} />
      {canManageCompany(user) && <MemberAmountsCard company={company.data} user={user} />}
      {canManageCompany(user) && <ReminderDefaultsCard user={user} />}
    </Stack>
  );
}
