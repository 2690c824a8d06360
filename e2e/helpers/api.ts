/** Creates data through the real API, as the journeys' preconditions. */
export function apiClient(baseUrl: string) {
  let access = "";
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(access ? { authorization: `Bearer ${access}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return {
    call,
    /** Signs up and logs in; returns the tokens for the browser's jwtToken cookie. */
    async signUp(username: string, password: string) {
      await call("POST", "/auth/users/", {
        username,
        email: `${username}@example.com`,
        password,
        re_password: password,
      });
      const tokens = await call("POST", "/auth/jwt/create/", { username, password });
      access = tokens.access;
      return tokens as { access: string; refresh: string };
    },
  };
}
