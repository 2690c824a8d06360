import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExportButtons } from "../../../app/features/timelogs/export-buttons.tsx";
import { renderWithApp } from "../../render.tsx";

/** The export's queries as the server received them. */
function exportServer() {
  const asked: Record<string, string>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      asked.push(Object.fromEntries(new URL(input, "http://localhost").searchParams));
      return new Response("Datum;Beginn\r\n", {
        headers: { "content-type": "text/csv", "content-disposition": 'filename="logs.csv"' },
      });
    }),
  );
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL() {} }),
  );
  return asked;
}

describe("the export buttons", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("writes CSV as the language's spreadsheets read it, or in the other form when chosen", async () => {
    const asked = exportServer();
    await renderWithApp(<ExportButtons query={{ project: "3" }} />, { language: "de" });
    await userEvent.click(screen.getByRole("button", { name: "CSV" }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({ project: "3", file_format: "csv", csv_style: "semicolon" });
    await userEvent.click(screen.getByLabelText("CSV-Format"));
    await userEvent.click(
      within(screen.getByRole("listbox")).getByRole("option", { name: "Kommas, 1,234.5" }),
    );
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "CSV" }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await userEvent.click(screen.getByRole("button", { name: "CSV" }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({ project: "3", file_format: "csv", csv_style: "comma" });
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "XLSX" }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await userEvent.click(screen.getByRole("button", { name: "XLSX" }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toEqual({ project: "3", file_format: "xlsx" });
  });
});
