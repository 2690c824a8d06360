/** Why a token was refused, in simplejwt's words. */
export class TokenError extends Error {}
