import type { AuditAction } from "@tempus/contract";

/** An action's key in the `accounts` catalogue: `audit.actions.auth_login`. */
export const actionKey = (action: AuditAction) => `audit.actions.${action.replace(/\./g, "_")}`;
