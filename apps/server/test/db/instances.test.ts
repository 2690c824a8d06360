import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerUnderTest, startServer } from "../../fuzz/server-process.ts";
import { rowsOf } from "../../src/db/open-database.ts";
import { PASSWORD, uniqueName } from "../helpers/accounts.ts";
import { BUYER, INVOICES, SELLER } from "../helpers/invoicing.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/test-database.ts";

const PM = "/api/projectmanagement";
const onCitus = Boolean(process.env.CITUS_WORKER_PORTS);

type Answer = { status: number; body: Record<string, unknown> };
type Caller = (method: string, path: string, body?: object) => Promise<Answer>;

/** A caller of one running instance, as a user with `token` (or anonymous). */
function over(server: ServerUnderTest, token?: string): Caller {
  return async (method, path, body) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        ...(body ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * Two Tempus instances on one database (on Citus: on the coordinator, the
 * deployment docs/scaling.md describes), each of two worker processes with their
 * own pools, listeners and caches, serving two companies at once. On a cluster the two companies live on
 * different workers.
 */
describe.runIf(process.env.DATABASE_URL)("two Tempus processes on one database", () => {
  let database: TestDatabase;
  const servers: ServerUnderTest[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    const shared = { url: database.url as string, directUrl: database.directUrl };
    const secretKey = randomBytes(32).toString("hex");
    servers.push(
      ...(await Promise.all([1, 2].map(() => startServer({ shared, secretKey, workers: 2 })))),
    );
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
  }, 60_000);

  /** Signs a company's owner up on `server`; answers its id and a caller on each instance. */
  const company = async (server: ServerUnderTest) => {
    const username = uniqueName("owner");
    expectStatus(
      await over(server)("POST", "/api/auth/users/", {
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        re_password: PASSWORD,
      }),
      201,
      "sign-up",
    );
    const tokens = expectStatus(
      await over(server)("POST", "/api/auth/jwt/create/", { username, password: PASSWORD }),
      200,
      "sign-in",
    );
    const [a, b] = servers.map((each) => over(each, tokens.access as string));
    const id = expectStatus(await a("GET", "/api/auth/users/me/"), 200, "me").company as number;
    return { id, a, b };
  };

  /** The port of the worker that holds a company's rows (all its tables' shards are co-located). */
  const workerOf = async (companyId: number) =>
    rowsOf<{ port: number }>(
      await database.db.execute(sql`
        select n.nodeport as port from pg_dist_placement p
        join pg_dist_node n on n.groupid = p.groupid
        where p.shardid = get_shard_id_for_distribution_column('company', ${companyId}::bigint)`),
    )[0].port;

  it("serve two companies' parallel writes through both, with every number and total right", async () => {
    const first = await company(servers[0]);
    let second = await company(servers[1]);
    if (onCitus) {
      // Sign up until the second company lives on the other worker (hashing decides where).
      for (let tries = 0; (await workerOf(second.id)) === (await workerOf(first.id)); tries++) {
        if (tries > 20) throw new Error("every new company landed on one worker");
        second = await company(servers[1]);
      }
      expect(new Set([await workerOf(first.id), await workerOf(second.id)]).size).toBe(2);
    }

    const prepare = async (tenant: typeof first) => {
      expectStatus(
        await tenant.a("PATCH", `/api/masterdata/company-info/${tenant.id}/`, SELLER),
        200,
        "seller",
      );
      const debtor = expectStatus(await tenant.b("POST", `${PM}/debtor/`, BUYER), 201, "debtor");
      const project = expectStatus(
        await tenant.a("POST", `${PM}/project/`, { name: "Relaunch", debtor: debtor.id }),
        201,
        "project",
      );
      expectStatus(
        await tenant.b("POST", `${PM}/hourly-rate-rule/`, {
          project: project.id,
          rate_type: "hourly",
          rate: "90.00",
        }),
        201,
        "rate",
      );
      return { ...tenant, debtor: debtor.id as number, project: project.id as number };
    };
    const tenants = await Promise.all([prepare(first), prepare(second)]);

    // Ten logs of 30 minutes per company, half through each instance, all at once.
    const logs = await Promise.all(
      tenants.flatMap((tenant) =>
        Array.from({ length: 10 }, (_, index) =>
          (index % 2 ? tenant.b : tenant.a)("POST", `${PM}/timelog/`, {
            project: tenant.project,
            billable: true,
            start: `2026-03-${String(index + 2).padStart(2, "0")}T09:00:00Z`,
            end: `2026-03-${String(index + 2).padStart(2, "0")}T09:30:00Z`,
          }),
        ),
      ),
    );
    expect(logs.map((log) => log.status)).toEqual(Array(20).fill(201));

    // Each instance sees what the other wrote: the kept totals are the sums of all ten.
    for (const tenant of tenants) {
      for (const call of [tenant.a, tenant.b]) {
        expect(
          expectStatus(await call("GET", `${PM}/project/${tenant.project}/`), 200, "project"),
        ).toMatchObject({ tracked_seconds: 18000, billable_amount: "450.00" });
      }
    }

    // Six drafts per company, issued all at once through both instances: numbers 1 to 6 each.
    const drafts = await Promise.all(
      tenants.flatMap((tenant) =>
        Array.from({ length: 6 }, async (_, index) => {
          const call = index % 2 ? tenant.b : tenant.a;
          const draft = expectStatus(
            await call("POST", `${INVOICES}/`, {
              debtor: tenant.debtor,
              service_from: "2026-03-01",
              service_until: "2026-03-31",
              include_time: false,
              manual_lines: [{ description: "Retainer", unit_price: "100" }],
            }),
            201,
            "draft",
          );
          return { tenant, id: draft.id as number, call: index % 3 ? tenant.a : tenant.b };
        }),
      ),
    );
    const issued = await Promise.all(
      drafts.map(({ id, call }) =>
        call("POST", `${INVOICES}/${id}/issue/`, { issue_date: "2026-04-01" }),
      ),
    );
    expect(issued.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    for (const tenant of tenants) {
      const numbers = issued
        .filter((_, index) => drafts[index].tenant === tenant)
        .map((answer) => answer.body.number as string)
        .sort();
      expect(numbers).toEqual(
        Array.from({ length: 6 }, (_, index) => `2026-${String(index + 1).padStart(4, "0")}`),
      );
    }

    // One company's invoices and logs never show in the other's lists, on either instance.
    for (const tenant of tenants) {
      const listed = expectStatus(await tenant.b("GET", `${INVOICES}/?limit=100`), 200, "list");
      expect(listed.count).toBe(6);
      const own = new Set(drafts.filter((draft) => draft.tenant === tenant).map((d) => d.id));
      expect((listed.results as { id: number }[]).every((row) => own.has(row.id))).toBe(true);
    }
    for (const server of servers) expect(server.exit).toBeUndefined();
  }, 120_000);
});
