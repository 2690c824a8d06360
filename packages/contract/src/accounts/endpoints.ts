/** Sign-up, sign-in, tokens, passwords and the caller's account. */
export const accountsEndpoints = {};
