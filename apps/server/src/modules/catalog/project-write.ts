import { FIELD_MESSAGES, PROJECT_MESSAGES, type ProjectWriteSchema } from "@tempus/contract";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { ValidationError } from "../../core/errors.ts";
import { ofCompany } from "../../db/company-row.ts";
import type { Queryable } from "../../db/open-database.ts";
import { company, currency, debtor } from "../../db/schema/index.ts";
import { checkRefs } from "../../db/tenant-refs.ts";
import type { ProjectRow } from "./project-presenter.ts";

export type ProjectWrite = z.output<typeof ProjectWriteSchema>;

/** The debtor must be the company's, the currency known, the dates in order. */
export async function validateProject(
  db: Queryable,
  companyId: number,
  body: ProjectWrite,
  existing?: ProjectRow,
) {
  await checkRefs(db, companyId, { debtor: { kind: "debtor", id: body.debtor } });
  const errors: Record<string, string[]> = {};
  if (body.currency) {
    const [known] = await db
      .select({ id: currency.id })
      .from(currency)
      .where(eq(currency.code, body.currency));
    if (!known) errors.currency = [FIELD_MESSAGES.invalidChoice(body.currency)];
  }
  const start = body.start_date !== undefined ? body.start_date : existing?.startDate;
  const end = body.end_date !== undefined ? body.end_date : existing?.endDate;
  if (start && end && end < start) errors.end_date = [PROJECT_MESSAGES.endDateBeforeStart];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** The project's currency: given, else its debtor's, else the company's. */
export async function defaultCurrency(
  db: Queryable,
  companyId: number,
  debtorId: number | null | undefined,
) {
  if (debtorId) {
    const [owner] = await db
      .select({ currency: debtor.currency })
      .from(debtor)
      .where(ofCompany(debtor, companyId, debtorId));
    if (owner?.currency) return owner.currency;
  }
  const [row] = await db
    .select({ currency: company.defaultCurrency })
    .from(company)
    .where(eq(company.id, companyId));
  return row.currency;
}

export const projectColumns = (body: ProjectWrite) => ({
  debtorId: body.debtor,
  name: body.name,
  description: body.description,
  color: body.color,
  billableByDefault: body.billable_by_default,
  budgetHours: body.budget_hours,
  budgetAmount: body.budget_amount,
  budgetMonthly: body.budget_monthly,
  budgetAlertThresholds: body.budget_alert_thresholds,
  budgetAlertMembers: body.budget_alert_members,
  startDate: body.start_date,
  endDate: body.end_date,
  isArchived: body.is_archived,
});
