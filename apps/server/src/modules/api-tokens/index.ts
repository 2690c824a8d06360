/** API tokens: what the app wires into authentication (src/app.ts). */
export { type ApiTokenHolder, authenticateApiToken } from "./authenticate-api-token.ts";
export type { ApiTokensDeps } from "./deps.ts";
