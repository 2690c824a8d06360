/**
 * What the fuzzer needs in the server before it starts: a company whose owner
 * signed up and verified the e-mail address (the link read from the server's
 * log), an admin and a member who joined through invitations, one more member
 * that the run may change, and a few objects of every kind, all made through
 * the API.
 */

import type { ServerUnderTest } from "./server-process.ts";
import type { Actor, FuzzContext } from "./variants.ts";

const PASSWORD = "fuzz-owner-passphrase-81";

export interface Actors {
  headers: Record<Actor, Record<string, string>>;
}

type Json = Record<string, unknown>;

function apiCaller(server: ServerUnderTest) {
  return async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`setup: ${method} ${path} answered ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as Json;
  };
}

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(text);
  if (!match) throw new Error(`setup: no ${path} link in the mail`);
  return new URL(match[0]).searchParams;
};

export async function prepare(
  server: ServerUnderTest,
): Promise<{ actors: Actors; context: FuzzContext }> {
  const call = apiCaller(server);
  const logIn = async (username: string) =>
    (await call("POST", "/auth/jwt/create/", undefined, { username, password: PASSWORD }))
      .access as string;

  // The owner: sign up, verify the address with the mailed link, log in.
  const owner = await call("POST", "/auth/users/", undefined, {
    username: "fuzz-owner",
    email: "fuzz-owner@example.com",
    password: PASSWORD,
    re_password: PASSWORD,
  });
  const verification = linkIn(
    (await server.waitForMail("fuzz-owner@example.com")).text,
    "/verify-email-token",
  );
  await call("POST", "/usermanagement/verify_email_token/", undefined, {
    email_verification_token: verification.get("token"),
    email: verification.get("email"),
  });
  const ownerToken = await logIn("fuzz-owner");

  // Seats for four people, then an admin, a member and a spare member by invitation.
  const plans = await call("GET", "/billing/subscription-type/?page_size=100");
  // The plan without a user limit, so that user counts reach the server's own limits.
  const candidates = plans.results as { id: number; max_users: number | null }[];
  const plan =
    candidates.find((candidate) => candidate.max_users === null) ??
    candidates.find((candidate) => (candidate.max_users ?? 0) >= 5);
  if (!plan) throw new Error("setup: no plan allows five users");
  await call("POST", "/billing/initialize-subscription/", ownerToken, {
    subscription_type: plan.id,
    amount_of_users: 5,
  });
  const join = async (username: string, role: "admin" | "member") => {
    const email = `${username}@example.com`;
    await call("POST", "/usermanagement/invitation/", ownerToken, { email, role });
    const params = linkIn((await server.waitForMail(email)).text, "/signup");
    const user = await call("POST", "/auth/users/", undefined, {
      username,
      email,
      password: PASSWORD,
      re_password: PASSWORD,
      invitation: params.get("invitation"),
    });
    return { id: user.id as number, token: await logIn(username) };
  };
  const admin = await join("fuzz-admin", "admin");
  const member = await join("fuzz-member", "member");
  const spare = await join("fuzz-spare", "member");

  // A few objects of every kind.
  const debtor = await call("POST", "/projectmanagement/debtor/", ownerToken, {
    name: "Globex",
    currency: "EUR",
    payment_terms_days: 14,
  });
  const project = await call("POST", "/projectmanagement/project/", ownerToken, {
    name: "Website relaunch",
    debtor: debtor.id,
    budget_hours: "120",
    budget_amount: "9000",
    start_date: "2026-01-01",
  });
  const otherProject = await call("POST", "/projectmanagement/project/", ownerToken, {
    name: "Maintenance",
  });
  const activity = await call("POST", "/projectmanagement/activity/", ownerToken, {
    name: "Design",
    project: project.id,
  });
  const rule = await call("POST", "/projectmanagement/hourly-rate-rule/", ownerToken, {
    rate_type: "hourly",
    rate: "95",
    project: project.id,
  });
  const logs: number[] = [];
  for (const [token, day] of [
    [ownerToken, 2],
    [member.token, 3],
    [admin.token, 4],
  ] as const) {
    const log = await call("POST", "/projectmanagement/timelog/", token, {
      project: project.id,
      activity: activity.id,
      description: "Seeded",
      start: `2026-03-0${day}T08:00:00Z`,
      end: `2026-03-0${day}T10:30:00Z`,
      billable: true,
    });
    logs.push(log.id as number);
  }
  const running = await call("POST", "/projectmanagement/timelog/start/", member.token, {
    project: otherProject.id,
  });
  const invitation = await call("POST", "/usermanagement/invitation/", ownerToken, {
    email: "fuzz-pending@example.com",
    role: "member",
  });
  const company = await call("GET", "/auth/users/me/", ownerToken);
  const periods = await call("GET", "/billing/billing-period/", ownerToken);

  const ownerId = owner.id as number;
  return {
    actors: {
      headers: {
        anonymous: {},
        member: { authorization: `Bearer ${member.token}` },
        admin: { authorization: `Bearer ${admin.token}` },
        owner: { authorization: `Bearer ${ownerToken}` },
      },
    },
    context: {
      ids: {
        debtor: [debtor.id as number],
        project: [project.id as number, otherProject.id as number],
        activity: [activity.id as number],
        "hourly-rate-rule": [rule.id as number],
        timelog: [...logs, running.id as number],
        // The actors themselves are left out of what may be changed, so that the run keeps its roles.
        member: [ownerId, spare.id],
        user: [ownerId, admin.id, member.id, spare.id],
        invitation: [invitation.id as number],
        "company-info": [company.company as number],
        currency: [1, 2, 3],
        "subscription-type": [plan.id],
        "billing-period": (periods.results as { id: number }[]).map((period) => period.id),
        // Cancelling the period would make the company read-only for the rest of the run.
        "cancel-billing-period": [],
      },
    },
  };
}
