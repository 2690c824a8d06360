/** What the app and its jobs use of accounts. */
export { purgeRevokedTokens } from "./purge-revoked-tokens.ts";
export { TokenService } from "./tokens.ts";
