import type { Currency } from "@tempus/contract";
import { eq } from "drizzle-orm";
import { currency } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { notFound } from "../../http/errors.ts";
import { toCurrency } from "./currency-presenter.ts";
import type { MasterdataDeps } from "./deps.ts";

export async function getCurrency(
  deps: MasterdataDeps,
  _actor: AuthenticatedUser | null,
  id: number,
): Promise<Currency> {
  const [row] = await deps.db.select().from(currency).where(eq(currency.id, id));
  if (!row) throw notFound();
  return toCurrency(row);
}
