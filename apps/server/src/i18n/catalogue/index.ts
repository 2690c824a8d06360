import { ACCOUNTS } from "./accounts.ts";
import { BUDGETS } from "./budgets.ts";
import { FRAMEWORK } from "./framework.ts";
import { IDENTIFIERS } from "./identifiers.ts";
import { IMPORTS } from "./imports.ts";
import { INVOICING } from "./invoicing.ts";
import { REGISTRATIONS } from "./registrations.ts";
import { REMINDERS } from "./reminders.ts";
import { REPORTS } from "./reports.ts";
import { TEAM } from "./team.ts";
import type { Catalogue } from "./types.ts";
import { WORK } from "./work.ts";

/** Every area's catalogue; an English text appears in one area only (the tests check). */
export const AREAS: Readonly<Record<string, Catalogue>> = {
  FRAMEWORK,
  ACCOUNTS,
  WORK,
  TEAM,
  INVOICING,
  IDENTIFIERS,
  REGISTRATIONS,
  REMINDERS,
  BUDGETS,
  REPORTS,
  IMPORTS,
};

export const CATALOGUE: Catalogue = Object.assign({}, ...Object.values(AREAS));
