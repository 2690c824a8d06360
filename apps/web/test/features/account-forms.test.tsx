import { endpoints } from "@tempus/contract/endpoints";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ForgotPasswordForm,
  ResetPasswordForm,
} from "../../app/features/accounts/password-reset-forms.tsx";
import { PasswordForm, ProfileForm } from "../../app/features/accounts/profile-forms.tsx";
import { clearTokens, getTokens, setTokens } from "../../app/lib/session.ts";
import { answer, fakeServer } from "../fake-server.ts";
import { renderWithApp } from "../render.tsx";
import { user } from "./account-fixtures.ts";

const token = (id: string) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 86_400, jti: id })).replace(/=+$/, "")}.s`;

/** The JSON bodies sent to `path`, answered by `reply`. */
function bodiesTo(path: string, reply: () => Response, others = {}) {
  const bodies: unknown[] = [];
  const calls = fakeServer({
    ...others,
    [path]: async (_call, _count, request) => {
      bodies.push(await request.json());
      return reply();
    },
  });
  return { bodies, calls };
}

describe("the account forms", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTokens();
  });

  it("profile: refuses an address the contract refuses at its field, then saves address and language", async () => {
    const { bodies } = bodiesTo("/api/auth/users/me/", () =>
      answer(endpoints.user.updateMe, user({ email: "ada@example.com" })),
    );
    await renderWithApp(<ProfileForm user={user()} />);
    const email = screen.getByLabelText("E-mail address");
    await userEvent.clear(email);
    await userEvent.type(email, "ada@");
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Enter a valid email address.")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(bodies).toEqual([]);

    await userEvent.type(email, "example.com");
    await userEvent.click(screen.getByLabelText("Language"));
    await userEvent.click(await screen.findByRole("option", { name: "Deutsch" }));
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { email: "ada@example.com", language_preference: "de", format_locale: null },
      ]),
    );
  });

  it("profile: offers the language's regional formats with an example each, and saves the chosen one", async () => {
    const { bodies } = bodiesTo("/api/auth/users/me/", () =>
      answer(endpoints.user.updateMe, user({ format_locale: "en-GB" })),
    );
    await renderWithApp(<ProfileForm user={user()} />);
    await userEvent.click(screen.getByLabelText("Date and number format"));
    const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(options.slice(1)).toEqual([
      "United States – 11/27/26 · 1,234.50",
      "United Kingdom – 27/11/2026 · 1,234.50",
      "Ireland – 27/11/2026 · 1,234.50",
    ]);
    expect(options[0]).toMatch(/^As this browser writes them \(.+\)$/);
    await userEvent.click(screen.getByRole("option", { name: /^United Kingdom/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { email: "ann@example.com", language_preference: "en", format_locale: "en-GB" },
      ]),
    );
    // Another language starts from the browser's format again.
    await userEvent.click(screen.getByLabelText("Language"));
    await userEvent.click(await screen.findByRole("option", { name: "Français" }));
    expect(screen.getByLabelText("Date and number format").textContent).toMatch(
      /^As this browser writes them/,
    );
  });

  it("password: asks for each field in the app's language, then sends the three passwords as typed", async () => {
    setTokens({ access: token("old-access"), refresh: token("old-refresh") });
    const fresh = { refresh: token("new-refresh"), access: token("new-access") };
    const { bodies } = bodiesTo(
      "/api/auth/users/set_password/",
      () => new Response(null, { status: 204 }),
      {
        "/api/auth/users/me/": () => answer(endpoints.user.me, user()),
        "/api/auth/jwt/create/": () => answer(endpoints.jwt.create, fresh),
      },
    );
    await renderWithApp(<PasswordForm />, { language: "de" });
    await userEvent.click(screen.getByRole("button", { name: "Passwort ändern" }));
    await waitFor(() =>
      expect(screen.getAllByText("Dieses Feld ist erforderlich.")).toHaveLength(3),
    );
    expect(bodies).toEqual([]);

    await userEvent.type(screen.getByLabelText("Aktuelles Passwort"), "old-one-1");
    await userEvent.type(screen.getByLabelText("Neues Passwort"), " new one 22");
    await userEvent.type(screen.getByLabelText("Neues Passwort wiederholen"), " new one 22");
    await userEvent.click(screen.getByRole("button", { name: "Passwort ändern" }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          current_password: "old-one-1",
          new_password: " new one 22",
          re_new_password: " new one 22",
        },
      ]),
    );
    await waitFor(() => expect(getTokens()).toEqual(fresh));
    expect((screen.getByLabelText("Aktuelles Passwort") as HTMLInputElement).value).toBe("");
  });

  it("forgotten password: an address the contract refuses is named at its field and not sent", async () => {
    const { bodies } = bodiesTo(
      "/api/auth/users/reset_password/",
      () => new Response(null, { status: 204 }),
    );
    await renderWithApp(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText("E-mail address"), "ada");
    await userEvent.click(screen.getByRole("button", { name: "Send link" }));
    expect(await screen.findByText("Enter a valid email address.")).toBeTruthy();
    expect(bodies).toEqual([]);
    await userEvent.type(screen.getByLabelText("E-mail address"), "@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send link" }));
    await waitFor(() => expect(bodies).toEqual([{ email: "ada@example.com" }]));
  });

  it("password reset: a link without its uid and token is refused above the form, and nothing is sent", async () => {
    const { bodies } = bodiesTo(
      "/api/auth/users/reset_password_confirm/",
      () => new Response(null, { status: 204 }),
    );
    await renderWithApp(<ResetPasswordForm />);
    await userEvent.type(screen.getByLabelText("New password"), "new-one-22");
    await userEvent.type(screen.getByLabelText("Repeat new password"), "new-one-22");
    await userEvent.click(screen.getByRole("button", { name: "Save new password" }));
    const above = await screen.findByTestId("form-error");
    expect(within(above).getByText(/This field may not be blank\./)).toBeTruthy();
    expect(bodies).toEqual([]);
  });
});
