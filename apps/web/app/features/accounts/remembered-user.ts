import type { User } from "@tempus/contract";

/**
 * The signed-in user as last read, kept in the browser beside the session: the app draws its
 * frame and the page's heading with it at once on the next load, while `/auth/users/me/` is
 * asked again (a slow connection otherwise waits a round trip before anything of the page). It
 * is used only with a session of the same user (the refresh token's `user_id`), and forgotten
 * at log-out.
 */
const KEY = "tempus.user";

/** The user a token was issued to (simplejwt's `user_id` claim), or null when unreadable. */
export function tokenSubject(token: string): string | null {
  try {
    const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as {
      user_id?: unknown;
    };
    return typeof payload.user_id === "string" || typeof payload.user_id === "number"
      ? String(payload.user_id)
      : null;
  } catch {
    return null;
  }
}

/** The user remembered for this session's token, if any. */
export function rememberedUser(refresh: string): User | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as {
      subject?: string;
      user?: User;
    } | null;
    const subject = tokenSubject(refresh);
    return stored?.user && subject !== null && stored.subject === subject ? stored.user : null;
  } catch {
    return null;
  }
}

/** Keeps the user as just read for the session's token (nothing where storage is refused). */
export function rememberUser(refresh: string, user: User): void {
  const subject = tokenSubject(refresh);
  if (subject === null) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ subject, user }));
  } catch {
    // A browser that keeps nothing reads the user each time, as before.
  }
}

export function forgetUser(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
