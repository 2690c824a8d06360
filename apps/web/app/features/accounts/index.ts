/** What other features may use of the accounts: the session's tokens. */
export { useTokens } from "./api.ts";
