import type { App } from "../../src/app.ts";

type Who = { headers: Record<string, string> };

/** Calls the API as someone and returns status and body. */
export function caller(app: App) {
  return async (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    who?: Who,
    payload?: object,
  ) => {
    const response = await app.inject({ method, url, headers: who?.headers ?? {}, payload });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
}

/** A debtor and a project of theirs, created through the API. */
export async function buildProject(app: App, who: Who, project: Record<string, unknown> = {}) {
  const call = caller(app);
  const debtor = await call("POST", "/api/projectmanagement/debtor/", who, {
    name: "Globex",
    currency: "EUR",
  });
  const created = await call("POST", "/api/projectmanagement/project/", who, {
    name: "Website relaunch",
    debtor: debtor.body.id,
    ...project,
  });
  if (created.status !== 201) throw new Error(`project: ${JSON.stringify(created.body)}`);
  return { debtor: debtor.body, project: created.body };
}
