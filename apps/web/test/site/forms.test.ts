import { afterEach, describe, expect, it, vi } from "vitest";
import { carryAlert, takeCarriedAlert } from "../../app/lib/carried-alert.ts";
import { getTokens } from "../../app/lib/session.ts";
import { safeNext, setUpLogin, setUpSignup } from "../../app/site/browser/auth-forms.ts";
import { clearErrors, formValues, showErrors } from "../../app/site/browser/forms.ts";

/** The markup the pre-rendered log-in and sign-up pages give /site.js (site-form.tsx). */
function renderForm(kind: "login" | "signup", fields: string[]): HTMLFormElement {
  document.body.innerHTML = `
    <h1 data-invited-title="Join your team on Tempus">Create your account</h1>
    <form data-auth-form="${kind}" data-success-title="Welcome" data-success-text="Signed in."
      data-message-unexpected="Something went wrong.">
      <p data-error-for="non_field_errors" data-testid="form-error"></p>
      ${fields
        .map(
          (name) =>
            `<input id="${name}" name="${name}" aria-describedby="${name}-error">` +
            `<p id="${name}-error" data-error-for="${name}"></p>`,
        )
        .join("")}
      <button type="submit">Go</button>
    </form>`;
  return document.querySelector("form") as HTMLFormElement;
}

const fill = (form: HTMLFormElement, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) {
    (form.elements.namedItem(name) as HTMLInputElement).value = value;
  }
};

const text = (selector: string) => document.querySelector(selector)?.textContent;

/** A JWT whose payload says when it expires (the session keeps the cookie that long). */
const jwt = (exp: number) => `x.${btoa(JSON.stringify({ exp }))}.y`;

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

const submitted = async (form: HTMLFormElement) => {
  form.dispatchEvent(new Event("submit", { cancelable: true }));
  await vi.waitFor(() => {
    expect(form.querySelector("button")?.disabled).toBe(false);
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("the public forms' messages", () => {
  it("puts each message at its field, the rest above the form, and clears them again", () => {
    const form = renderForm("signup", ["username", "password"]);
    const first = showErrors(form, {
      password: ["This password is too common.", "This password is entirely numeric."],
      username: ["A user with that username already exists."],
      invitation: ["Invalid invitation."],
      code: "token_not_valid",
    });
    expect(first?.id).toBe("password");
    expect(text("#password-error")).toBe(
      "This password is too common. This password is entirely numeric.",
    );
    expect(text("#username-error")).toBe("A user with that username already exists.");
    expect(text('[data-testid="form-error"]')).toBe("Invalid invitation.");
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(2);

    clearErrors(form);
    expect(text("#password-error")).toBe("");
    expect(text('[data-testid="form-error"]')).toBe("");
    expect(form.querySelectorAll("[aria-invalid]")).toHaveLength(0);
  });

  it("reads the fields, leaving out the ones named", () => {
    const form = renderForm("login", ["username", "password"]);
    fill(form, { username: "ada", password: "secret" });
    expect(formValues(form, ["password"])).toEqual({ username: "ada" });
  });
});

describe("log-in", () => {
  it("follows only paths inside the app", () => {
    expect(safeNext("/app/settings?tab=members")).toBe("/app/settings?tab=members");
    expect(safeNext(null)).toBe("/app");
    expect(safeNext("https://elsewhere.example/app")).toBe("/app");
    expect(safeNext("//elsewhere.example")).toBe("/app");
    expect(safeNext("/app//elsewhere.example")).toBe("/app");
  });

  it("shows the server's refusal above the form and keeps no session", async () => {
    const form = renderForm("login", ["username", "password"]);
    const fetch = vi.fn(async () =>
      answer(401, { detail: "No active account found with the given credentials" }),
    );
    vi.stubGlobal("fetch", fetch);
    setUpLogin(form, new URLSearchParams());
    fill(form, { username: "ada", password: "wrong" });
    await submitted(form);
    expect(fetch).toHaveBeenCalledWith("/api/auth/jwt/create/", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ username: "ada", password: "wrong" }),
    });
    expect(text('[data-testid="form-error"]')).toBe(
      "No active account found with the given credentials",
    );
    expect(getTokens()).toBeNull();
  });

  it("keeps the tokens and carries the welcome into the app", async () => {
    const form = renderForm("login", ["username", "password"]);
    const tokens = { access: jwt(Date.now() / 1000 + 300), refresh: jwt(Date.now() / 1000 + 3600) };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(200, tokens)),
    );
    const replace = vi.spyOn(location, "replace").mockImplementation(() => undefined);
    setUpLogin(form, new URLSearchParams("next=/app/settings"));
    fill(form, { username: "ada", password: "right" });
    await submitted(form);
    expect(getTokens()).toEqual(tokens);
    expect(replace).toHaveBeenCalledWith("/app/settings");
    expect(takeCarriedAlert()).toEqual({ color: "success", title: "Welcome", text: "Signed in." });
  });

  it("says so when the server cannot be reached", async () => {
    const form = renderForm("login", ["username", "password"]);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    setUpLogin(form, new URLSearchParams());
    await submitted(form);
    expect(text('[data-testid="form-error"]')).toBe("Something went wrong.");
  });
});

describe("sign-up", () => {
  it("takes an invitation's address and heading, and sends the invitation along", async () => {
    const form = renderForm("signup", ["username", "email", "password", "re_password"]);
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      answer(400, { username: ["This field is required."] }),
    );
    vi.stubGlobal("fetch", fetch);
    setUpSignup(form, new URLSearchParams("invitation=abc&email=grace%40acme.example"));
    expect((form.elements.namedItem("email") as HTMLInputElement).value).toBe("grace@acme.example");
    expect(text("h1")).toBe("Join your team on Tempus");
    await submitted(form);
    const signUp = fetch.mock.calls.find(([url]) => url === "/api/auth/users/");
    expect(JSON.parse(String(signUp?.[1]?.body))).toEqual({
      username: "",
      email: "grace@acme.example",
      password: "",
      re_password: "",
      invitation: "abc",
    });
    expect(text("#username-error")).toBe("This field is required.");
    expect(document.activeElement?.id).toBe("username");
  });
});

describe("a sign-up from a language's pages", () => {
  it("makes the account in that language", async () => {
    document.documentElement.lang = "de";
    const form = renderForm("signup", ["username", "email", "password", "re_password"]);
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      answer(400, { username: ["Dieses Feld ist zwingend erforderlich."] }),
    );
    vi.stubGlobal("fetch", fetch);
    setUpSignup(form, new URLSearchParams());
    await submitted(form);
    document.documentElement.lang = "";
    const signUp = fetch.mock.calls.find(([url]) => url === "/api/auth/users/");
    expect(JSON.parse(String(signUp?.[1]?.body))).toEqual({
      username: "",
      email: "",
      password: "",
      re_password: "",
      language_preference: "de",
    });
  });
});

describe("an invitation's sign-up", () => {
  it("names the company and fixes the address the invitation was sent to", async () => {
    const form = renderForm("signup", ["username", "email", "password", "re_password"]);
    const heading = document.querySelector("h1") as HTMLElement;
    heading.dataset.invitedCompanyTitle = "Join {company} on Tempus";
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      answer(200, {
        email: "grace@acme.example",
        company_name: "Acme <Analytics>",
        role: "member",
      }),
    );
    vi.stubGlobal("fetch", fetch);
    setUpSignup(form, new URLSearchParams("invitation=a%2Fb&email=other%40example.com"));
    await vi.waitFor(() => expect(text("h1")).toBe("Join Acme <Analytics> on Tempus"));
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/usermanagement/invitation-preview/?token=a%2Fb");
    const email = form.elements.namedItem("email") as HTMLInputElement;
    expect(email.value).toBe("grace@acme.example");
    expect(email.readOnly).toBe(true);
  });
});

describe("a carried alert", () => {
  it("is shown once", () => {
    carryAlert({ color: "info", title: "Signed out", text: "See you soon." });
    expect(takeCarriedAlert()).toEqual({
      color: "info",
      title: "Signed out",
      text: "See you soon.",
    });
    expect(takeCarriedAlert()).toBeUndefined();
  });

  it("is dropped when it is not one", () => {
    sessionStorage.setItem("tempusCarriedAlert", '{"color":"purple","title":"x","text":"y"}');
    expect(takeCarriedAlert()).toBeUndefined();
    sessionStorage.setItem("tempusCarriedAlert", "not json");
    expect(takeCarriedAlert()).toBeUndefined();
  });
});
