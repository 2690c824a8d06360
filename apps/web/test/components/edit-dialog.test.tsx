import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EditDialog } from "../../app/components/edit-dialog.tsx";
import { ApiError } from "../../app/lib/api-client.ts";
import { renderWithApp } from "../render.tsx";

const refusal = (body: unknown) => new ApiError(400, body);

describe("edit dialog", () => {
  it("shows the server's refusal to delete and stays open", async () => {
    const onClose = vi.fn();
    const onDelete = vi
      .fn()
      .mockRejectedValue(
        refusal({ non_field_errors: ["This activity has time logs; archive it instead."] }),
      );
    await renderWithApp(
      <EditDialog title="Edit activity" open onClose={onClose} onDelete={onDelete}>
        <p>form</p>
      </EditDialog>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "This activity has time logs; archive it instead.",
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("closes once deleted, and says so when the failure has no words", async () => {
    const onClose = vi.fn();
    const onDelete = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(null);
    await renderWithApp(
      <EditDialog title="Edit rule" open onClose={onClose} onDelete={onDelete}>
        <p>form</p>
      </EditDialog>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "It could not be deleted. Please try again.",
      ),
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("asks before deleting, and deletes nothing when the person cancels", async () => {
    const onDelete = vi.fn().mockResolvedValue(null);
    await renderWithApp(
      <EditDialog
        title="Edit rule"
        open
        onClose={() => undefined}
        onDelete={onDelete}
        deleteQuestion={{ title: "Delete this rule?", text: "Unbilled time logs are re-priced." }}
      >
        <p>form</p>
      </EditDialog>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const question = await screen.findByRole("dialog", { name: "Delete this rule?" });
    await userEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Delete this rule?" })).toBeNull(),
    );
    expect(onDelete).not.toHaveBeenCalled();
    // The edit dialog is usable again once the question has gone.
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const again = await screen.findByRole("dialog", { name: "Delete this rule?" });
    await userEvent.click(within(again).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });
});
