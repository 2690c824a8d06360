import { FIELD_MESSAGES, PROJECT_MESSAGES } from "@tempus/contract";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addLog, INVOICES, invoicingCompany } from "../../helpers/invoicing.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const clock = { now: new Date("2026-03-04T15:00:00Z") };

interface PricedLog {
  id: number;
  hourly_rate: string | null;
  rate_rule: number | null;
  amount: string;
}

/**
 * Writes that race: on PostgreSQL (CI runs this file there, directly and through
 * PgBouncer) the requests below run on several connections at once; on PGlite they
 * interleave at every await. Either way the outcome must be as if they ran one by one.
 */
describe("concurrent writes", () => {
  const context = useTestApp({
    env: { ACCESS_TOKEN_LIFETIME: "315360000" },
    deps: { mailer: captureMailer(), clock: () => clock.now },
  });
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);

  const prices = async (who: { headers: Record<string, string> }) => {
    const { body } = await call("GET", `${BASE}/timelog/?page_size=1000&ordering=id`, who);
    return (body.results as PricedLog[])
      .map(({ id, hourly_rate, rate_rule, amount }) => ({ id, hourly_rate, rate_rule, amount }))
      .sort((a, b) => a.id - b.id);
  };

  it("prices every log by the rules as they end up, after rule creates race log writes (20 rounds)", {
    timeout: 240_000,
  }, async () => {
    const owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    const base = await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
      rate_type: "hourly",
      rate: "50.00",
    });
    expect(base.status).toBe(201);
    const logs: number[] = [];
    for (let index = 0; index < 5; index++) {
      const created = await call("POST", `${BASE}/timelog/`, owner, {
        project: project.id,
        start: `2026-03-02T0${index}:00:00Z`,
        end: `2026-03-02T0${index}:30:00Z`,
      });
      logs.push(created.body.id);
    }
    for (let round = 0; round < 20; round++) {
      const rules = Array.from({ length: 10 }, (_, index) =>
        call("POST", `${BASE}/hourly-rate-rule/`, owner, {
          project: project.id,
          rate_type: "hourly",
          rate: `${100 + round * 10 + index}.00`,
          // Later validity wins among rules of one scope: the outcome depends on the set only.
          valid_from: `2026-01-${String(index + 1).padStart(2, "0")}`,
        }),
      );
      const writes = Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? call("POST", `${BASE}/timelog/`, owner, {
              project: project.id,
              start: `2026-03-03T${String(index).padStart(2, "0")}:00:00Z`,
              end: `2026-03-03T${String(index).padStart(2, "0")}:45:00Z`,
            })
          : call("PATCH", `${BASE}/timelog/${logs[index % logs.length]}/`, owner, {
              description: `round ${round}`,
            }),
      );
      const answers = await Promise.all([...rules, ...writes]);
      expect(answers.map((answer) => answer.status)).toEqual([
        ...Array(10).fill(201),
        ...Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 201 : 200)),
      ]);
      // A change of a rule re-prices every log from scratch: nothing may move.
      const before = await prices(owner);
      const touched = await call("PATCH", `${BASE}/hourly-rate-rule/${base.body.id}/`, owner, {
        description: `round ${round}`,
      });
      expect(touched.status).toBe(200);
      expect(await prices(owner), `round ${round}`).toEqual(before);
      // The winner: the latest validity among this round's rules for the project.
      const newest = before.filter((log) => log.hourly_rate === `${100 + round * 10 + 9}.00`);
      expect(newest).toHaveLength(before.length);
    }
  });

  it("answers 200 to exactly one of 20 parallel stops of one log, with the stored end", async () => {
    const owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    clock.now = new Date("2026-03-04T15:00:00Z");
    const started = await call("POST", `${BASE}/timelog/start/`, owner, { project: project.id });
    expect(started.status).toBe(201);
    clock.now = new Date("2026-03-04T15:30:00Z");
    const stops = await Promise.all(
      Array.from({ length: 20 }, () =>
        call("POST", `${BASE}/timelog/${started.body.id}/stop/`, owner),
      ),
    );
    const stopped = stops.filter((answer) => answer.status === 200);
    expect(stopped).toHaveLength(1);
    expect(stops.filter((answer) => answer.status === 400)).toEqual(
      Array(19).fill({
        status: 400,
        body: { non_field_errors: ["This time log is not running."] },
      }),
    );
    const stored = await call("GET", `${BASE}/timelog/${started.body.id}/`, owner);
    expect(stored.body.end).toBe("2026-03-04T15:30:00.000Z");
    expect(stopped[0].body.end).toBe(stored.body.end);
    expect(stopped[0].body).toEqual(stored.body);
  });

  it("starts all of 20 parallel timers with stop_running and leaves one running", async () => {
    const owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    clock.now = new Date("2026-03-05T09:00:00Z");
    const starts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call("POST", `${BASE}/timelog/start/`, owner, {
          project: project.id,
          description: `start ${index}`,
          stop_running: true,
        }),
      ),
    );
    expect(starts.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const { body } = await call("GET", `${BASE}/timelog/?page_size=100`, owner);
    expect(body.count).toBe(20);
    const running = (body.results as { id: number; is_running: boolean }[]).filter(
      (log) => log.is_running,
    );
    expect(running).toHaveLength(1);
    const current = await call("GET", `${BASE}/timelog/running/`, owner);
    expect(current.body.id).toBe(running[0].id);
  });

  it("refuses a timer start, not a 500, when its project or activity is deleted meanwhile (20 rounds)", {
    timeout: 120_000,
  }, async () => {
    const owner = await signedInUser(context.app);
    const { debtor } = await buildProject(context.app, owner);
    clock.now = new Date("2026-03-06T09:00:00Z");
    for (let round = 0; round < 20; round++) {
      const project = await call("POST", `${BASE}/project/`, owner, {
        name: `Race ${round}`,
        debtor: debtor.id,
      });
      const activity = await call("POST", `${BASE}/activity/`, owner, {
        name: `Step ${round}`,
        project: project.body.id,
      });
      const deleted =
        round % 2 === 0 ? `project/${project.body.id}` : `activity/${activity.body.id}`;
      const [start, removal] = await Promise.all([
        call("POST", `${BASE}/timelog/start/`, owner, {
          project: project.body.id,
          activity: activity.body.id,
          stop_running: true,
        }),
        call("DELETE", `${BASE}/${deleted}/`, owner),
      ]);
      if (start.status === 201) {
        // The log came first: it keeps what it refers to.
        expect(removal).toEqual({
          status: 400,
          body: {
            non_field_errors: [
              round % 2 === 0 ? PROJECT_MESSAGES.projectInUse : PROJECT_MESSAGES.activityInUse,
            ],
          },
        });
      } else {
        expect(removal.status).toBe(204);
        // A project goes with its own activities.
        const activityGone = { activity: [FIELD_MESSAGES.invalidPk(activity.body.id)] };
        expect(start).toEqual({
          status: 400,
          body:
            round % 2 === 0
              ? { project: [FIELD_MESSAGES.invalidPk(project.body.id)], ...activityGone }
              : activityGone,
        });
      }
    }
  });

  it("bills logs at one set of rules when a rule changes while the invoice is issued", async () => {
    const company = await invoicingCompany(context.app, context.database.db);
    const { owner } = company;
    for (let index = 0; index < 4; index++) {
      await addLog(context.app, owner, {
        project: company.alpha,
        start: `2026-02-1${index}T09:00:00Z`,
        end: `2026-02-1${index}T10:00:00Z`,
      });
    }
    const draft = await call("POST", `${INVOICES}/`, owner, {
      debtor: company.debtor,
      service_from: "2026-02-01",
      service_until: "2026-02-28",
      projects: [company.alpha],
      grouping: "project",
    });
    expect(draft.status).toBe(201);
    const [issued, rule] = await Promise.all([
      call("POST", `${INVOICES}/${draft.body.id}/issue/`, owner, {}),
      call("POST", `${BASE}/hourly-rate-rule/`, owner, {
        project: company.alpha,
        rate_type: "hourly",
        rate: "150.00",
        valid_from: "2026-01-01",
      }),
    ]);
    expect([issued.status, rule.status]).toEqual([200, 201]);
    const logs = await prices(owner);
    // Issued first: billed at 95.00 and kept so; issued second: billed at 150.00. Never a mix.
    const rates = [...new Set(logs.map((log) => log.hourly_rate))];
    expect(rates).toHaveLength(1);
    expect(issued.body.net_total).toBe(rates[0] === "95.00" ? "380.00" : "600.00");
  });
});
