import type { Currency } from "@tempus/contract";
import { eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { currency } from "../../db/schema/index.ts";
import { toCurrency } from "./currency-presenter.ts";
import type { MasterdataDeps } from "./deps.ts";

export async function getCurrency(
  deps: MasterdataDeps,
  _actor: Actor | null,
  id: number,
): Promise<Currency> {
  const [row] = await deps.db.select().from(currency).where(eq(currency.id, id));
  if (!row) throw notFound();
  return toCurrency(row);
}
