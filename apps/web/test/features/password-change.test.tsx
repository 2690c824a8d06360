import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { endpoints } from "@tempus/contract/endpoints";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setBrowserCookie } from "../cookies.ts";
import { answer, fakeServer } from "../fake-server.ts";
import { user } from "./account-fixtures.ts";

const token = (id: string) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 86_400, jti: id })).replace(/=+$/, "")}.s`;

describe("changing the password", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setBrowserCookie("jwtToken=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/");
  });

  it("signs in again with the new password, as the server ends the sessions from before", async () => {
    vi.resetModules();
    const { accountKeys, useSetPassword } = await import("../../app/features/accounts/api.ts");
    const { getTokens, setTokens } = await import("../../app/lib/session.ts");
    setTokens({ access: token("old-access"), refresh: token("old-refresh") });
    const fresh = { refresh: token("new-refresh"), access: token("new-access") };
    const bodies: unknown[] = [];
    const calls = fakeServer({
      "/api/auth/users/set_password/": async (_call, _count, request) => {
        bodies.push(await request.json());
        return new Response(null, { status: 204 });
      },
      "/api/auth/jwt/create/": async (_call, _count, request) => {
        bodies.push(await request.json());
        return answer(endpoints.jwt.create, fresh);
      },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(accountKeys.me, user({ username: "ann" }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSetPassword(), { wrapper });
    const body = {
      current_password: "old-one-1",
      new_password: "new-one-22",
      re_new_password: "new-one-22",
    };
    await act(() => result.current.mutateAsync(body));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "POST /api/auth/users/set_password/",
      "POST /api/auth/jwt/create/",
    ]);
    expect(bodies).toEqual([body, { username: "ann", password: "new-one-22" }]);
    expect(getTokens()).toEqual(fresh);
  });
});
