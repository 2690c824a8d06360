import { describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const SETTINGS = "/api/projectmanagement/reminder-settings/";
const DEFAULTS = "/api/projectmanagement/reminder-defaults/";
const BUILT_IN = {
  working_days: [1, 2, 3, 4, 5],
  daily_target_minutes: 480,
  timer_limit_hours: 10,
  idle_minutes: 0,
  reminders_enabled: true,
};
const OWN_NONE = {
  working_days: null,
  daily_target_minutes: null,
  timer_limit_hours: null,
  idle_minutes: null,
  reminders_enabled: null,
};

describe("reminder settings and the company's defaults", () => {
  const context = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);

  it("starts from the built-in defaults, and a user's own setting wins over the company's", async () => {
    const owner = await signedInUser(context.app);
    expect(await call("GET", SETTINGS, owner)).toEqual({
      status: 200,
      body: { ...OWN_NONE, company_defaults: BUILT_IN, effective: BUILT_IN },
    });
    expect(await call("GET", DEFAULTS, owner)).toEqual({ status: 200, body: BUILT_IN });

    // Days each once and in order, whatever the body's order.
    const changed = await call("PATCH", SETTINGS, owner, {
      working_days: [5, 1, 1, 3],
      daily_target_minutes: 420,
    });
    expect(changed).toEqual({
      status: 200,
      body: {
        ...OWN_NONE,
        working_days: [1, 3, 5],
        daily_target_minutes: 420,
        company_defaults: BUILT_IN,
        effective: { ...BUILT_IN, working_days: [1, 3, 5], daily_target_minutes: 420 },
      },
    });
    // Fields the body does not name stay; null gives one back to the company.
    const again = await call("PATCH", SETTINGS, owner, {
      daily_target_minutes: null,
      reminders_enabled: false,
    });
    expect(again.body).toEqual({
      ...OWN_NONE,
      working_days: [1, 3, 5],
      reminders_enabled: false,
      company_defaults: BUILT_IN,
      effective: { ...BUILT_IN, working_days: [1, 3, 5], reminders_enabled: false },
    });
    // An empty list of working days is a choice of its own: no short days at all.
    const none = await call("PATCH", SETTINGS, owner, { working_days: [] });
    expect(none.body.effective.working_days).toEqual([]);
  });

  it("refuses values out of their bounds with DRF's messages", async () => {
    const owner = await signedInUser(context.app);
    expect(
      await call("PATCH", SETTINGS, owner, {
        working_days: [1, 8],
        daily_target_minutes: 1441,
        timer_limit_hours: 0,
        idle_minutes: "soon",
        reminders_enabled: "maybe",
      }),
    ).toEqual({
      status: 400,
      body: {
        working_days: ["Ensure this value is less than or equal to 7."],
        daily_target_minutes: ["Ensure this value is less than or equal to 1440."],
        timer_limit_hours: ["Ensure this value is greater than or equal to 1."],
        idle_minutes: ["A valid integer is required."],
        reminders_enabled: ["Must be a valid boolean."],
      },
    });
    expect(
      await call("PATCH", DEFAULTS, owner, { working_days: [1, 2, 3, 4, 5, 6, 7, 1] }),
    ).toEqual({
      status: 400,
      body: { working_days: ["Ensure this field has no more than 7 elements."] },
    });
    expect((await call("GET", SETTINGS, owner)).body).toEqual({
      ...OWN_NONE,
      company_defaults: BUILT_IN,
      effective: BUILT_IN,
    });
  });

  it("lets owners and admins set the company's defaults, which members follow", async () => {
    const owner = await signedInUser(context.app);
    const { companyId } = await context.app
      .inject({
        method: "GET",
        url: "/api/auth/users/me/",
        headers: owner.headers,
      })
      .then((response) => ({ companyId: response.json().company as number }));
    const admin = await addMember(context.app, context.database.db, companyId, "admin");
    const member = await addMember(context.app, context.database.db, companyId, "member");

    expect(await call("PATCH", DEFAULTS, member, { idle_minutes: 5 })).toEqual({
      status: 403,
      body: { detail: "You do not have permission to perform this action." },
    });
    const set = await call("PATCH", DEFAULTS, admin, {
      idle_minutes: 15,
      working_days: [1, 2, 3, 4],
    });
    expect(set).toEqual({
      status: 200,
      body: { ...BUILT_IN, idle_minutes: 15, working_days: [1, 2, 3, 4] },
    });
    // A later change keeps what the first one set.
    const later = await call("PATCH", DEFAULTS, owner, { timer_limit_hours: 12 });
    const company = {
      ...BUILT_IN,
      idle_minutes: 15,
      working_days: [1, 2, 3, 4],
      timer_limit_hours: 12,
    };
    expect(later).toEqual({ status: 200, body: company });
    expect(await call("GET", DEFAULTS, member)).toEqual({ status: 200, body: company });

    await call("PATCH", SETTINGS, member, { idle_minutes: 0 });
    expect((await call("GET", SETTINGS, member)).body).toEqual({
      ...OWN_NONE,
      idle_minutes: 0,
      company_defaults: company,
      effective: { ...company, idle_minutes: 0 },
    });

    // Another company's defaults are its own.
    const stranger = await signedInUser(context.app);
    expect((await call("GET", DEFAULTS, stranger)).body).toEqual(BUILT_IN);
  });

  it("answers 401 without a session", async () => {
    for (const url of [SETTINGS, DEFAULTS, "/api/projectmanagement/reminders/"]) {
      expect((await call("GET", url)).status).toBe(401);
    }
  });
});
