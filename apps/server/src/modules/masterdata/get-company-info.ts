import type { Actor } from "../../core/actor.ts";
import { companyInfo } from "./company-info.ts";
import type { MasterdataDeps } from "./deps.ts";

/** GET …/company-info/:id/: the caller's company (as changing it answers too). */
export function getCompanyInfo(
  deps: MasterdataDeps,
  actor: Actor,
  input: { id: number; url: URL },
) {
  return companyInfo(deps, actor, input);
}
