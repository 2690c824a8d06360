/**
 * What /site.js does for every form of the public pages: send it as JSON and
 * put the server's messages (DRF's shape: `{field: [text]}`, `detail`,
 * `non_field_errors`) into the form's `data-error-for` elements.
 */

export type ErrorBody = Record<string, unknown>;

const textOf = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(" ") : typeof value === "string" ? value : "";

const errorElement = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);

/** Empties every message and unmarks every field. */
export function clearErrors(form: HTMLFormElement): void {
  for (const element of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
    element.textContent = "";
  }
  for (const field of form.querySelectorAll("[aria-invalid]"))
    field.removeAttribute("aria-invalid");
}

/** Shows a message that belongs to no field. */
export function showGeneralError(form: HTMLFormElement, text: string): void {
  const general = errorElement(form, "non_field_errors");
  if (general) general.textContent = text;
}

/**
 * Puts each message at its field (marked `aria-invalid`) or, if the form has no
 * such field, above the form; `code` and `messages` (token errors) are not texts
 * for people. Returns the first field with a message, to move the focus there.
 */
export function showErrors(form: HTMLFormElement, body: ErrorBody): HTMLElement | null {
  let first: HTMLElement | null = null;
  const general: string[] = [];
  for (const [name, value] of Object.entries(body)) {
    if (name === "code" || name === "messages") continue;
    const text = textOf(value);
    const field = form.elements.namedItem(name);
    const target = field instanceof HTMLElement ? errorElement(form, name) : null;
    if (!field || !(field instanceof HTMLElement) || !target) {
      if (text) general.push(text);
      continue;
    }
    target.textContent = text;
    field.setAttribute("aria-invalid", "true");
    first ??= field;
  }
  if (general.length > 0) showGeneralError(form, general.join(" "));
  return first;
}

/** The form's fields as an object (the names listed in `skip` left out). */
export function formValues(form: HTMLFormElement, skip: readonly string[] = []): ErrorBody {
  return Object.fromEntries([...new FormData(form)].filter(([name]) => !skip.includes(name)));
}

/** POSTs JSON; the answer's status and body (an empty object when it has none). */
export async function postJson(
  url: string,
  body: unknown,
): Promise<{ status: number; body: ErrorBody }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => ({}))) as unknown;
  return {
    status: response.status,
    body: typeof payload === "object" && payload !== null ? (payload as ErrorBody) : {},
  };
}

/**
 * Runs `send` on each submit with the form's messages cleared and its button
 * busy; a failed connection shows the form's `data-message-unexpected`.
 */
export function onSubmit(form: HTMLFormElement, send: () => Promise<void>): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (button?.disabled) return;
    clearErrors(form);
    if (button) {
      button.disabled = true;
      button.setAttribute("aria-busy", "true");
    }
    try {
      await send();
    } catch {
      showGeneralError(form, form.dataset.messageUnexpected ?? "");
    } finally {
      if (button) {
        button.disabled = false;
        button.removeAttribute("aria-busy");
      }
    }
  });
}
