/**
 * The XLSX export is written on a worker thread (export-xlsx.ts): the same
 * bytes as written on the event loop, and the health check answers while four
 * large exports run side by side.
 */
import { MessageChannel, type MessagePort, threadId } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkerPool } from "../../../src/lib/worker-pool.ts";
import { exportSettings } from "../../../src/modules/time/export-time-logs.ts";
import { xlsxSettings } from "../../../src/modules/time/export-xlsx.ts";
import { signedInUser } from "../../helpers/accounts.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const LOGS = 4000;
const clock = { now: new Date("2026-03-05T10:00:00Z") };
const context = useTestApp({ deps: { clock: () => clock.now } });

/**
 * A zip's bytes with every entry's modification time and date (local header and
 * central directory) set to zero: archiver stamps each entry with the moment it
 * was added, the one thing two writes of the same workbook may differ in.
 */
function withoutEntryTimes(zip: Buffer) {
  const bytes = Buffer.from(zip);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let entry = 0; entry < entries; entry++) {
    expect(bytes.readUInt32LE(at)).toBe(0x02014b50);
    bytes.writeUInt32LE(0, at + 12);
    const local = bytes.readUInt32LE(at + 42);
    expect(bytes.readUInt32LE(local)).toBe(0x04034b50);
    bytes.writeUInt32LE(0, local + 10);
    at +=
      46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return bytes;
}

describe("XLSX export off the event loop", () => {
  let owner: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    const call = caller(context.app);
    owner = await signedInUser(context.app, { username: "sheets" });
    const me = (await call("GET", "/api/auth/users/me/", owner)).body;
    const { project } = await buildProject(context.app, owner);
    await call("POST", "/api/projectmanagement/hourly-rate-rule/", owner, {
      rate_type: "hourly",
      rate: "90",
    });
    await context.database.db.execute(sql`
      insert into time_log (company_id, user_id, project_id, description, start, "end",
        duration_seconds, billable, hourly_rate, rate_type, has_rate, amount, currency)
      select ${me.company}, ${me.id}, ${project.id}, 'Work item ' || n, start,
        start + (duration || ' seconds')::interval, duration, n % 5 > 0, 90, 'hourly', true,
        round(90 * duration / 3600.0, 2), 'EUR'
      from (
        select n, timestamptz '2026-01-01 08:00Z' + ((n % 60) || ' days')::interval
            + ((n % 9) || ' hours')::interval as start, 600 + (n * 37) % 7200 as duration
        from generate_series(1, ${LOGS}) as n
      ) as generated`);
  });
  afterAll(() => {
    xlsxSettings.onThread = true;
    exportSettings.xlsxBatchSize = 500;
  });

  const xlsx = (query = "") =>
    context.app.inject({
      method: "GET",
      url: `/api/projectmanagement/timelog/export/?file_format=xlsx${query}`,
      headers: owner.headers,
    });

  it("writes on a thread the bytes written on the event loop", async () => {
    for (const batchSize of [500, 333]) {
      exportSettings.xlsxBatchSize = batchSize;
      xlsxSettings.onThread = false;
      const inPlace = await xlsx("&ordering=-start");
      xlsxSettings.onThread = true;
      const threaded = await xlsx("&ordering=-start");
      expect(threaded.statusCode).toBe(200);
      expect(threaded.headers).toMatchObject({
        "content-type": inPlace.headers["content-type"],
        "content-disposition": inPlace.headers["content-disposition"],
      });
      expect(threaded.rawPayload.length).toBeGreaterThan(100_000);
      expect(
        withoutEntryTimes(threaded.rawPayload).equals(withoutEntryTimes(inPlace.rawPayload)),
      ).toBe(true);
    }
    exportSettings.xlsxBatchSize = 500;
  });

  /**
   * The slowest health answer while `work` runs, asked every 10 ms: counted from when it was
   * due, so that an event loop held before the request is sent counts too.
   */
  async function worstHealthDuring(work: () => Promise<unknown>) {
    let running = true;
    let worst = 0;
    let polls = 0;
    const poll = (async () => {
      while (running) {
        const due = performance.now() + 10;
        await new Promise((resolve) => setTimeout(resolve, 10));
        const response = await context.app.inject({ method: "GET", url: "/api/health/" });
        expect(response.statusCode).toBe(200);
        worst = Math.max(worst, performance.now() - due);
        polls++;
      }
    })();
    await work();
    running = false;
    await poll;
    return { worst, polls };
  }

  it("answers the health check while four exports are written", async () => {
    const four = () =>
      Promise.all(
        Array.from({ length: 4 }, async () => {
          const response = await xlsx();
          expect(response.statusCode).toBe(200);
        }),
      );
    xlsxSettings.onThread = true;
    await four(); // the threads started
    const { worst, polls } = await worstHealthDuring(four);
    console.log(`health worst ${worst.toFixed(0)} ms in ${polls} polls`);
    expect(polls).toBeGreaterThan(5);
    expect(worst).toBeLessThan(500);
  });
});

describe("a worker pool whose thread cannot start, given a port to move", () => {
  it("runs the task in place with the port it was given", async () => {
    const unavailable = vi.fn();
    const pool = createWorkerPool<{ port: MessagePort }, string>({
      module: new URL("./no-such-worker.ts", import.meta.url),
      inProcess: ({ port }) =>
        new Promise((resolve) => {
          port.once("message", (text: string) => resolve(`${text}, answered`));
          port.postMessage("ready");
        }),
      onUnavailable: unavailable,
    });
    const { port1, port2 } = new MessageChannel();
    port1.once("message", () => port1.postMessage("asked"));
    expect(await pool.run({ port: port2 }, [port2])).toEqual({
      value: "asked, answered",
      threadId,
    });
    expect(unavailable).toHaveBeenCalledTimes(1);
    port1.close();
    await pool.close();
  });
});
