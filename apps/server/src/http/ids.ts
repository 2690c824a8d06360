import { notFound } from "./errors.ts";

const MAX_INT4 = 2_147_483_647;

/** A path id as DRF looks it up: anything that is not a stored integer key is 404. */
export function parseId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id < 1 || id > MAX_INT4) throw notFound();
  return id;
}
