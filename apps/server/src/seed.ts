import type { Database } from "./db/open-database.ts";
import { seedSubscriptionTypes } from "./modules/billing/index.ts";
import { seedCurrencies } from "./modules/masterdata/index.ts";

/** Reference data every installation has: currencies and plans. Idempotent; runs at every start. */
export async function seedReferenceData(db: Database): Promise<void> {
  await seedCurrencies(db);
  await seedSubscriptionTypes(db);
}
