import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OwnDataCard } from "../../app/features/accounts/own-data-card.tsx";
import { renderWithApp } from "../render.tsx";

/** The download's requests as the server received them, answered `status`. */
function dataServer(status = 200) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      asked.push(new URL(input, "http://localhost").pathname);
      return status === 200
        ? new Response('{"user":{}}', {
            headers: {
              "content-type": "application/octet-stream",
              "content-disposition": 'attachment; filename="tempus-ada-data.json"',
            },
          })
        : new Response(JSON.stringify({ detail: "A server error occurred." }), {
            status,
            headers: { "content-type": "application/json" },
          });
    }),
  );
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL() {} }),
  );
  return asked;
}

describe("your data", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("downloads everything stored about the signed-in person as one file", async () => {
    const asked = dataServer();
    await renderWithApp(<OwnDataCard />);
    await userEvent.click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(asked).toEqual(["/api/auth/users/me/export/"]));
    await waitFor(() =>
      expect(
        (screen.getByRole("button", { name: "Download my data" }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });

  it("says so when the download fails", async () => {
    dataServer(500);
    await renderWithApp(<OwnDataCard />, { language: "de" });
    await userEvent.click(screen.getByRole("button", { name: "Meine Daten herunterladen" }));
    expect(await screen.findByText("Ihre Daten konnten nicht heruntergeladen werden")).toBeTruthy();
  });
});
