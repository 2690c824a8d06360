import { HourlyRateRuleWriteSchema, ProjectWriteSchema } from "@tempus/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EntityForm } from "../../app/components/forms/entity-form.tsx";
import { ApiError } from "../../app/lib/api-client.ts";
import { renderWithApp } from "../render.tsx";

function serverError(body: unknown) {
  return new ApiError(400, body);
}

const fields = [
  { name: "name", label: "Name", required: true },
  { name: "budget_hours", label: "Budget", type: "number" as const },
  { name: "is_archived", label: "Archived", type: "switch" as const },
];

describe("entity form", () => {
  it("sends empty optional numbers as null and switches as booleans", async () => {
    const submit = vi.fn().mockResolvedValue(undefined);
    await renderWithApp(
      <EntityForm
        fields={fields}
        initial={{ name: "Alpha" }}
        submitLabel="Save"
        fallbackError="Oops"
        onSubmit={submit}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(submit).toHaveBeenCalledWith({ name: "Alpha", budget_hours: null, is_archived: false });
  });

  it("reads numbers as the user's language writes them, and shows stored ones that way", async () => {
    const submit = vi.fn().mockResolvedValue(undefined);
    await renderWithApp(
      <EntityForm
        fields={fields}
        schema={ProjectWriteSchema}
        initial={{ name: "Alpha", budget_hours: "12.50" }}
        submitLabel="Speichern"
        fallbackError="Oops"
        onSubmit={submit}
      />,
      { language: "de" },
    );
    const budget = screen.getByLabelText("Budget") as HTMLInputElement;
    expect(budget.value).toBe("12,50");
    await userEvent.clear(budget);
    await userEvent.type(budget, "1.234,5");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        expect.objectContaining({ name: "Alpha", budget_hours: "1234.5" }),
      ),
    );
  });

  it("sends once however often Enter is pressed while saving, and a create form starts afresh", async () => {
    let finish: () => void = () => {};
    const submit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    await renderWithApp(
      <EntityForm
        fields={fields}
        schema={ProjectWriteSchema}
        initial={{ name: "" }}
        submitLabel="Add"
        fallbackError="Oops"
        onSubmit={submit}
        clearAfterSubmit
      />,
    );
    const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
    await userEvent.type(name, "Design{Enter}{Enter}{Enter}");
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    finish();
    // Saved: the fields are empty again, so another Enter creates nothing.
    await waitFor(() => expect(name.value).toBe(""));
    await userEvent.type(name, "{Enter}");
    await waitFor(() => expect(screen.getByText(/^This field/)).toBeTruthy());
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ name: "Design", budget_hours: null, is_archived: false });
  });

  it("shows each server message at its field and the rest above the form", async () => {
    const submit = vi.fn().mockRejectedValue(
      serverError({
        name: ["This field may not be blank."],
        non_field_errors: ["This project has time logs; archive it instead."],
      }),
    );
    await renderWithApp(
      <EntityForm
        fields={fields}
        initial={{}}
        submitLabel="Save"
        fallbackError="Oops"
        onSubmit={submit}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByText("This field may not be blank.")).toBeTruthy());
    expect(screen.getByRole("alert").textContent).toBe(
      "This project has time logs; archive it instead.",
    );
  });

  it("says something went wrong when the server sent no body", async () => {
    const submit = vi.fn().mockRejectedValue(new Error("network down"));
    await renderWithApp(
      <EntityForm
        fields={fields}
        initial={{ name: "x" }}
        submitLabel="Save"
        fallbackError="Oops"
        onSubmit={submit}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Oops"));
  });

  it("checks the body with the contract's schema and sends nothing it refuses", async () => {
    const submit = vi.fn().mockResolvedValue(undefined);
    await renderWithApp(
      <EntityForm
        fields={fields}
        schema={ProjectWriteSchema}
        initial={{ name: " ", budget_hours: "ten" }}
        submitLabel="Save"
        fallbackError="Oops"
        onSubmit={submit}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByText("This field may not be blank.")).toBeTruthy());
    expect(screen.getByText("A valid number is required.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });
});

describe("entity form fields", () => {
  it("says a required number left empty is required, and sends nothing", async () => {
    const submit = vi.fn().mockResolvedValue(undefined);
    await renderWithApp(
      <EntityForm
        fields={[{ name: "rate", label: "Rate", type: "number", required: true }]}
        schema={HourlyRateRuleWriteSchema}
        initial={{}}
        submitLabel="Save"
        fallbackError="Oops"
        onSubmit={submit}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByText("This field is required.")).toBeTruthy());
    expect(screen.queryByText("Invalid input")).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it("says so in the app's language, and converts each field by its type, not its name", async () => {
    const submit = vi.fn().mockResolvedValue(undefined);
    await renderWithApp(
      <EntityForm
        fields={[
          { name: "rate", label: "Satz", type: "number", required: true },
          { name: "payment_terms_days", label: "Tage", type: "integer" },
          { name: "notice_days", label: "Frist", type: "number" },
        ]}
        initial={{ payment_terms_days: 14, notice_days: 30 }}
        submitLabel="Speichern"
        fallbackError="Fehler"
        onSubmit={submit}
      />,
      { language: "de" },
    );
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(screen.getByText("Dieses Feld ist erforderlich.")).toBeTruthy());
    expect(submit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Satz/), "80");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({
        rate: "80",
        payment_terms_days: 14,
        notice_days: "30",
      }),
    );
  });

  it("shows the schema's message that names no field of the form above it", async () => {
    const submit = vi.fn().mockResolvedValue(undefined);
    await renderWithApp(
      <EntityForm
        fields={[{ name: "name", label: "Name" }]}
        schema={ProjectWriteSchema.refine(() => false, { message: "Choose a debtor first." })}
        initial={{ name: "Alpha" }}
        submitLabel="Save"
        fallbackError="Oops"
        onSubmit={submit}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Choose a debtor first.");
    expect(submit).not.toHaveBeenCalled();
  });

  it("gives two forms on one page different ids", async () => {
    await renderWithApp(
      <>
        <EntityForm
          fields={[{ name: "description", label: "Activity description" }]}
          initial={{}}
          submitLabel="Create activity"
          fallbackError="Oops"
          onSubmit={vi.fn()}
        />
        <EntityForm
          idPrefix="rule"
          fields={[{ name: "description", label: "Rule description" }]}
          initial={{}}
          submitLabel="Add rule"
          fallbackError="Oops"
          onSubmit={vi.fn()}
        />
      </>,
    );
    expect(screen.getByLabelText("Activity description").id).toBe("field-description");
    expect(screen.getByLabelText("Rule description").id).toBe("rule-description");
  });
});

describe("entity form choices and help", () => {
  it("sends an empty choice that is a value of its own as empty text, an empty optional one as null", async () => {
    const submit = vi.fn().mockResolvedValue(undefined);
    await renderWithApp(
      <EntityForm
        fields={[
          {
            name: "scheme",
            label: "Scheme",
            type: "select",
            emptyAsText: true,
            options: [
              { value: "", label: "Register entry" },
              { value: "0002", label: "SIREN" },
            ],
          },
          {
            name: "currency",
            label: "Currency",
            type: "select",
            options: [
              { value: "", label: "The company's" },
              { value: "EUR", label: "Euro" },
            ],
          },
        ]}
        initial={{}}
        submitLabel="Save"
        fallbackError="Oops"
        onSubmit={submit}
      />,
    );
    // The empty choice reads as what it means, not as a blank field.
    expect(screen.getByLabelText("Scheme").textContent).toBe("Register entry");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(submit).toHaveBeenCalledWith({ scheme: "", currency: null });
  });

  it("describes a field by its help for the values chosen, and by its message once it has one", async () => {
    const submit = vi.fn().mockRejectedValue(serverError({ kind: ["Not this one."] }));
    await renderWithApp(
      <EntityForm
        fields={[
          {
            name: "kind",
            label: "Kind",
            type: "select",
            options: [
              { value: "a", label: "A" },
              { value: "b", label: "B" },
            ],
            helperText: (values) => (values.kind === "b" ? "B needs more." : undefined),
          },
        ]}
        initial={{ kind: "a" }}
        submitLabel="Save"
        fallbackError="Oops"
        onSubmit={submit}
      />,
    );
    const kind = screen.getByLabelText("Kind");
    expect(kind.getAttribute("aria-describedby")).toBeNull();
    await userEvent.click(kind);
    await userEvent.click(await screen.findByRole("option", { name: "B" }));
    const helpId = kind.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(helpId)?.textContent).toBe("B needs more.");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.getElementById(helpId)?.textContent).toBe("Not this one."));
  });
});

describe("entity form dates", () => {
  it("takes a date typed in the locale and sends it as YYYY-MM-DD, never a half-typed one", async () => {
    const submit = vi.fn().mockResolvedValue(undefined);
    await renderWithApp(
      <EntityForm
        fields={[{ name: "valid_from", label: "Valid from", type: "date" }]}
        initial={{ valid_from: "2026-01-05" }}
        submitLabel="Save"
        fallbackError="Oops"
        onSubmit={submit}
      />,
    );
    const field = screen.getByLabelText("Valid from") as HTMLInputElement;
    expect(field.value).toBe("01/05/2026");
    await userEvent.clear(field);
    await userEvent.type(field, "11/2");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByText("Finish the date: MM/DD/YYYY.")).toBeTruthy();
    await userEvent.type(field, "0/2026");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(submit).toHaveBeenCalledWith({ valid_from: "2026-11-20" });
  });
});
