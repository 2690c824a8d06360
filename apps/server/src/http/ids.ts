import { MAX_PK } from "@tempus/contract";
import { notFound } from "../core/errors.ts";

/** A path id as DRF looks it up: anything that is not a stored integer key is 404. */
export function parseId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id < 1 || id > MAX_PK) throw notFound();
  return id;
}
