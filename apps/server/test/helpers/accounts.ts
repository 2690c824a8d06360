import type { App } from "../../src/app.ts";

export const PASSWORD = "correct-horse-battery";

let sequence = 0;

/** A unique username per call, so tests in one file never collide. */
export function uniqueName(prefix = "user"): string {
  sequence += 1;
  return `${prefix}${sequence}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs a new user up through the API; returns what the API answered. */
export async function signUp(app: App, overrides: Record<string, string> = {}) {
  const username = overrides.username ?? uniqueName();
  const body = {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    re_password: PASSWORD,
    ...overrides,
  };
  const response = await app.inject({ method: "POST", url: "/api/auth/users/", payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return {
    ...(response.json() as { id: number; username: string; email: string }),
    password: body.password,
  };
}

export async function logIn(app: App, username: string, password = PASSWORD) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/jwt/create/",
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json() as { access: string; refresh: string };
}

/** A signed-up, logged-in user with the header to act as them. */
export async function signedInUser(app: App, overrides: Record<string, string> = {}) {
  const user = await signUp(app, overrides);
  const tokens = await logIn(app, user.username, user.password);
  return { ...user, tokens, headers: { authorization: `Bearer ${tokens.access}` } };
}
