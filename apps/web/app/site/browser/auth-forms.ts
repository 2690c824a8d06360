/**
 * The log-in and sign-up forms of the public site (pre-rendered, not hydrated):
 * the same requests and the same session as the app's own client (lib/session),
 * then a page load into the app, which shows the carried "welcome" alert.
 */
import type { TokenPair } from "@tempus/contract";
import { LANGUAGES, type Language } from "@tempus/contract/constants";
import type { OutputOf } from "@tempus/contract/endpoint";
import { endpoints } from "@tempus/contract/endpoints";
import { carryAlert } from "../../lib/carried-alert.ts";
import { clearTokens, setTokens } from "../../lib/session.ts";
import { type ErrorBody, formValues, onSubmit, postJson, showErrors } from "./forms.ts";

/** Only paths inside the app are followed after logging in, never another site. */
export function safeNext(next: string | null): string {
  return next?.startsWith("/app") && !next.startsWith("/app//") ? next : "/app";
}

const isTokenPair = (body: ErrorBody): body is ErrorBody & TokenPair =>
  typeof body.access === "string" && typeof body.refresh === "string";

/** Logs in; false (with the messages shown) when the server refused. */
async function logIn(form: HTMLFormElement, username: unknown, password: unknown) {
  const { status, body } = await postJson(endpoints.jwt.create.path, { username, password });
  if (status === 200 && isTokenPair(body)) {
    setTokens({ access: body.access, refresh: body.refresh });
    return true;
  }
  // A failed log-in ends any session this browser had.
  clearTokens();
  showErrors(form, body)?.focus();
  return false;
}

function welcome(form: HTMLFormElement, destination: string): void {
  carryAlert({
    color: "success",
    title: form.dataset.successTitle ?? "",
    text: form.dataset.successText ?? "",
  });
  location.replace(destination);
}

export function setUpLogin(form: HTMLFormElement, search: URLSearchParams): void {
  onSubmit(form, async () => {
    const { username, password } = formValues(form);
    if (await logIn(form, username, password)) welcome(form, safeNext(search.get("next")));
  });
}

/**
 * What the invitation is: the company it joins goes into the heading, the address it was
 * sent to into the e-mail field, which then cannot be changed (the server would refuse
 * another). An unknown or used link keeps the form as it is: sending it says why.
 */
async function showInvitation(token: string, heading: HTMLElement, address: unknown) {
  const response = await fetch(
    `${endpoints.invitation.preview.path}?token=${encodeURIComponent(token)}`,
    { headers: { Accept: "application/json" } },
  ).catch(() => null);
  if (!response?.ok) return;
  // Checked field by field: an unexpected answer leaves the form as it is.
  const preview = (await response.json().catch(() => null)) as Partial<
    OutputOf<typeof endpoints.invitation.preview>
  > | null;
  if (!preview) return;
  const template = heading.dataset.invitedCompanyTitle;
  if (typeof preview.company_name === "string" && template) {
    heading.textContent = template.replace("{company}", preview.company_name);
  }
  if (typeof preview.email === "string" && address instanceof HTMLInputElement) {
    address.value = preview.email;
    address.readOnly = true;
    address.setAttribute("aria-readonly", "true");
  }
}

/** Sign-up; an invitation link (`?invitation=…&email=…`) joins the inviting company. */
export function setUpSignup(form: HTMLFormElement, search: URLSearchParams): void {
  const invitation = search.get("invitation") ?? undefined;
  const email = search.get("email");
  const address = form.elements.namedItem("email");
  if (email && address instanceof HTMLInputElement && !address.value) address.value = email;
  const heading = document.querySelector<HTMLElement>("h1[data-invited-title]");
  if (invitation && heading?.dataset.invitedTitle) {
    heading.textContent = heading.dataset.invitedTitle;
    void showInvitation(invitation, heading, address);
  }
  onSubmit(form, async () => {
    const values = formValues(form);
    // The account speaks the language of the page it was made on (its verification mail too).
    const language = document.documentElement.lang;
    const { status, body } = await postJson(endpoints.user.create.path, {
      ...values,
      invitation,
      ...((LANGUAGES as readonly string[]).includes(language)
        ? { language_preference: language as Language }
        : {}),
    });
    if (status !== 201) {
      showErrors(form, body)?.focus();
      return;
    }
    if (await logIn(form, values.username, values.password)) {
      welcome(form, invitation ? "/app" : "/app/legal/verifyemail");
    }
  });
}

export function setUpAuthForms(): void {
  const search = new URLSearchParams(location.search);
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-auth-form]")) {
    if (form.dataset.authForm === "login") setUpLogin(form, search);
    if (form.dataset.authForm === "signup") setUpSignup(form, search);
  }
}
