import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type App, buildApp } from "../../src/app.ts";
import { type DatabaseHandle, openDatabase, rowsOf } from "../../src/db/open-database.ts";
import { users } from "../../src/db/schema/index.ts";
import { USER_CHANGED_CHANNEL } from "../../src/db/user-changes.ts";
import { openUserCache, UserCache } from "../../src/http/user-cache.ts";
import { signedInUser } from "../helpers/accounts.ts";
import { changeUserByHand } from "../helpers/by-hand.ts";
import { addMember } from "../helpers/factories.ts";
import { caller } from "../helpers/project-time.ts";
import { testConfig, useTestApp } from "../helpers/test-app.ts";

type Row = typeof users.$inferSelect;
const row = (id: number, username = `user${id}`) => ({ id, username }) as Row;
const eventually = { timeout: 5000, interval: 20 };

describe("the user cache", () => {
  it("answers only while it hears changes, and forgets what changed", async () => {
    const cache = new UserCache();
    expect(await cache.read(1, async () => row(1))).toEqual(row(1));
    expect(cache.get(1)).toBeUndefined();
    cache.start();
    expect(cache.answering).toBe(true);
    await cache.read(1, async () => row(1));
    expect(cache.get(1)).toEqual(row(1));
    expect(Object.isFrozen(cache.get(1))).toBe(true);
    cache.forget(1);
    expect(cache.get(1)).toBeUndefined();
    await cache.read(1, async () => row(1));
    await cache.read(2, async () => row(2));
    cache.stop();
    expect(cache.answering).toBe(false);
    cache.start();
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toBeUndefined();
  });

  it("does not keep a row read while a change was heard, nor a user that does not exist", async () => {
    const cache = new UserCache();
    cache.start();
    let release: (value: Row) => void = () => undefined;
    const reading = cache.read(1, () => new Promise<Row>((resolve) => (release = resolve)));
    cache.forget(1);
    release(row(1, "before the change"));
    expect(await reading).toEqual(row(1, "before the change"));
    expect(cache.get(1)).toBeUndefined();
    expect(await cache.read(3, async () => undefined)).toBeUndefined();
    expect(cache.get(3)).toBeUndefined();
  });

  it("lets the user remembered longest ago go first when full", async () => {
    const cache = new UserCache(2);
    cache.start();
    for (const id of [1, 2, 3]) await cache.read(id, async () => row(id));
    expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual([undefined, row(2), row(3)]);
  });
});

describe("the user cache on the database", () => {
  const context = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);
  let opened: Awaited<ReturnType<typeof openUserCache>>;
  beforeAll(async () => {
    opened = await openUserCache(context.database.db);
    await vi.waitFor(() => expect(opened.cache.answering).toBe(true), eventually);
  });
  afterAll(() => opened.close());

  const companyOf = async (id: number) =>
    rowsOf<{ company: number }>(
      await context.database.db.execute(
        sql`select company_id as company from user_login where user_id = ${id}`,
      ),
    )[0].company;
  const readInto = async (cache: UserCache, id: number) => {
    const company = await companyOf(id);
    return cache.read(id, async () => {
      const [found] = await context.database.db
        .select()
        .from(users)
        .where(and(eq(users.companyId, company), eq(users.id, id)));
      return found;
    });
  };

  /**
   * Waits until the cache has heard every notice sent so far (signing up and in
   * change the user too, and their notices arrive when they arrive): one
   * listening connection hears a channel's notices in commit order, so once a
   * marker sent now is heard, so is everything before it.
   */
  const heardEverything = async () => {
    const marker = -1;
    const forget = vi.spyOn(opened.cache, "forget");
    try {
      await context.database.db.execute(
        sql`select pg_notify(${USER_CHANGED_CHANNEL}, ${String(marker)})`,
      );
      await vi.waitFor(() => expect(forget).toHaveBeenCalledWith(marker), eventually);
    } finally {
      forget.mockRestore();
    }
  };

  it("forgets a user changed outside Tempus, from any connection", async () => {
    const user = await signedInUser(context.app);
    await heardEverything();
    await readInto(opened.cache, user.id);
    expect(opened.cache.get(user.id)?.languagePreference).toBe("en");
    // As another instance, or a person at a SQL prompt, would change it.
    await changeUserByHand(context.database.db, user.id, { languagePreference: "de" });
    await heardEverything();
    expect(opened.cache.get(user.id)).toBeUndefined();
    expect((await readInto(opened.cache, user.id))?.languagePreference).toBe("de");
    expect(opened.cache.get(user.id)?.languagePreference).toBe("de");
  });

  it("sees the signed-in user's own change on the very next request", async () => {
    const user = await signedInUser(context.app);
    expect((await call("GET", "/api/auth/users/me/", user)).body.language_preference).toBe("en");
    expect(
      (await call("PATCH", "/api/auth/users/me/", user, { language_preference: "de" })).status,
    ).toBe(200);
    expect((await call("GET", "/api/auth/users/me/", user)).body.language_preference).toBe("de");
  });

  it("refuses a member on the request after an admin deactivates them", async () => {
    const owner = await signedInUser(context.app);
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    const member = await addMember(context.app, context.database.db, companyId, "member");
    expect((await call("GET", "/api/auth/users/me/", member)).status).toBe(200);
    expect(
      (await call("PATCH", `/api/usermanagement/member/${member.id}/`, owner, { is_active: false }))
        .status,
    ).toBe(200);
    expect(await call("GET", "/api/auth/users/me/", member)).toEqual({
      status: 401,
      body: { detail: "User is inactive", code: "user_inactive" },
    });
  });

  it.runIf(process.env.DATABASE_URL)(
    "stops answering when its connection is lost, and listens again on a new one",
    async () => {
      const user = await signedInUser(context.app);
      await heardEverything();
      await readInto(opened.cache, user.id);
      expect(opened.cache.get(user.id)).toBeDefined();
      const ended = rowsOf(
        await context.database.db.execute(sql`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and query = 'LISTEN "user_changed"'`),
      );
      expect(ended.length).toBeGreaterThan(0);
      await vi.waitFor(() => expect(opened.cache.answering).toBe(false), eventually);
      expect(opened.cache.get(user.id)).toBeUndefined();
      await vi.waitFor(() => expect(opened.cache.answering).toBe(true), eventually);
      await readInto(opened.cache, user.id);
      expect(opened.cache.get(user.id)).toBeDefined();
      await changeUserByHand(context.database.db, user.id, { languagePreference: "de" });
      await heardEverything();
      expect(opened.cache.get(user.id)).toBeUndefined();
    },
  );
});

describe.runIf(process.env.DATABASE_URL)("two server instances on one database", () => {
  // Both as deployed: each its own pools and listener, on DATABASE_URL (a transaction pooler in the
  // pooler run of CI) with DATABASE_DIRECT_URL for the listener.
  const context = useTestApp();
  const queriesOfB: string[] = [];
  let databaseB: DatabaseHandle;
  let appB: App;
  beforeAll(async () => {
    const { url, directUrl } = context.database;
    databaseB = await openDatabase(
      { url: url as string, directUrl },
      { onQuery: (query) => queriesOfB.push(query) },
    );
    appB = await buildApp({ config: testConfig(), db: databaseB.db, logger: false });
    await appB.ready();
  });
  afterAll(async () => {
    await appB?.close();
    await databaseB?.close();
  });

  const userReadsOfB = async (request: () => Promise<unknown>) => {
    const before = queriesOfB.length;
    await request();
    return queriesOfB.slice(before).filter((query) => /from "app_user" where/.test(query)).length;
  };

  it("refuses a member on the other instance at once after an admin deactivates them", async () => {
    const owner = await signedInUser(context.app);
    const callA = caller(context.app);
    const callB = caller(appB);
    const companyId = (await callA("GET", "/api/auth/users/me/", owner)).body.company;
    const member = await addMember(context.app, context.database.db, companyId, "member");
    // B remembers the member once its listener runs: then a request reads no user.
    await vi.waitFor(async () => {
      expect(await userReadsOfB(() => callB("GET", "/api/auth/users/me/", member))).toBe(0);
    }, eventually);
    expect(await callB("GET", "/api/auth/users/me/", member)).toMatchObject({ status: 200 });

    expect(
      (
        await callA("PATCH", `/api/usermanagement/member/${member.id}/`, owner, {
          is_active: false,
        })
      ).status,
    ).toBe(200);
    // The notice reaches B within milliseconds of the commit; no request is served from B's memory
    // after it (a request in that window would be, as if it had come a moment earlier).
    const refused = { status: 401, body: { detail: "User is inactive", code: "user_inactive" } };
    await vi.waitFor(
      async () => expect(await callB("GET", "/api/auth/users/me/", member)).toEqual(refused),
      { timeout: 1000, interval: 5 },
    );
    expect(await callB("GET", "/api/auth/users/me/", member)).toEqual(refused);
    expect(await callA("GET", "/api/auth/users/me/", member)).toEqual(refused);
  });
});
