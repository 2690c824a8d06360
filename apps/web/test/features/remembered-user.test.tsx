import type { User } from "@tempus/contract";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMe } from "../../app/features/accounts/api.ts";
import {
  forgetUser,
  rememberedUser,
  rememberUser,
} from "../../app/features/accounts/remembered-user.ts";
import { useSessionGuard } from "../../app/features/accounts/use-session-guard.ts";
import { getTokens, setTokens } from "../../app/lib/session.ts";
import { fakeServer, json } from "../fake-server.ts";
import { renderWithApp } from "../render.tsx";
import { user as me } from "./account-fixtures.ts";

/** A token issued to `userId` that expires in a day (the client only reads it). */
const token = (userId: number | string, id: string) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 86_400, jti: id, user_id: String(userId) })).replace(/=+$/, "")}.s`;

function MeState() {
  const me = useMe();
  return <p>{me.isError ? "failed" : me.isFetching ? "reading" : "read"}</p>;
}

function Greeting() {
  const user = useSessionGuard();
  return <h1>{user ? `Welcome, ${user.username}` : "…"}</h1>;
}

describe("the remembered user", () => {
  beforeEach(() => forgetUser());
  afterEach(() => vi.unstubAllGlobals());

  it("is kept for the session of the same user only", () => {
    const ada: User = me({ id: 7, username: "ada" });
    rememberUser(token(7, "r1"), ada);
    expect(rememberedUser(token(7, "r2"))).toEqual(ada);
    expect(rememberedUser(token(8, "r3"))).toBeNull();
    expect(rememberedUser("not-a-token")).toBeNull();
    forgetUser();
    expect(rememberedUser(token(7, "r2"))).toBeNull();
  });

  it("draws the page at once and takes the user as read again when it comes", async () => {
    let answer = () => {};
    const asked = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakeServer({
      "/api/auth/users/me/": async () => {
        await asked;
        return json(me({ id: 7, username: "ada.lovelace" }));
      },
    });
    setTokens({ access: token(7, "a1"), refresh: token(7, "r1") });
    rememberUser(token(7, "r0"), me({ id: 7, username: "ada" }));
    await renderWithApp(<Greeting />);
    expect(screen.getByRole("heading").textContent).toBe("Welcome, ada");
    answer();
    await waitFor(() =>
      expect(screen.getByRole("heading").textContent).toBe("Welcome, ada.lovelace"),
    );
    await waitFor(() => expect(rememberedUser(token(7, "r9"))?.username).toBe("ada.lovelace"));
  });

  it("waits for the read when the session is another user's", async () => {
    fakeServer({ "/api/auth/users/me/": () => json(me({ id: 8, username: "grace" })) });
    setTokens({ access: token(8, "a1"), refresh: token(8, "r1") });
    rememberUser(token(7, "r0"), me({ id: 7, username: "ada" }));
    await renderWithApp(<Greeting />);
    expect(screen.getByRole("heading").textContent).toBe("…");
    expect(await screen.findByText("Welcome, grace")).toBeDefined();
  });

  it("keeps the session when the read does not arrive, and ends it when the server refuses it", async () => {
    let refused = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        if (String(input).includes("/auth/jwt/refresh/"))
          return json({ detail: "Token is blacklisted", code: "token_not_valid" }, 401);
        if (refused) return json({ detail: "User not found", code: "user_not_found" }, 401);
        throw new TypeError("Failed to fetch");
      }),
    );
    setTokens({ access: token(7, "a1"), refresh: token(7, "r1") });
    const first = await renderWithApp(<MeState />);
    // A cut-off read (the page left, the network gone) signs nobody out.
    expect(await screen.findByText("failed")).toBeDefined();
    expect(getTokens()).not.toBeNull();
    first.unmount();
    refused = true;
    await renderWithApp(<MeState />);
    await waitFor(() => expect(getTokens()).toBeNull());
  });
});
