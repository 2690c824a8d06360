/** What other features may use of the audit trail: an action's words. */
export { actionKey } from "./action-label.ts";
