import { NON_FIELD_ERRORS } from "@tempus/contract";
import { ValidationError } from "../../core/errors.ts";
import type { Database, Transaction } from "../../db/open-database.ts";
import { isForeignKeyViolation } from "../../lib/constraint-violation.ts";

/** How many rows refer to the object, and the refusal that says why it stays. */
export type Reference = readonly [count: () => Promise<number>, refusal: string];

/**
 * Runs `remove` in one transaction unless a reference still holds the object:
 * time logs or invoices keep their debtor, project and activity (archive
 * instead). A reference written by a parallel request after the checks is
 * caught by the foreign key and refused with the first reason, not a 500.
 */
export async function deleteUnlessReferenced(
  db: Database,
  references: readonly [Reference, ...Reference[]],
  remove: (tx: Transaction) => Promise<unknown>,
): Promise<void> {
  for (const [count, refusal] of references) {
    if ((await count()) > 0) throw new ValidationError({ [NON_FIELD_ERRORS]: [refusal] });
  }
  try {
    await db.transaction(remove);
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new ValidationError({ [NON_FIELD_ERRORS]: [references[0][1]] });
    throw error;
  }
}
