import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DateField, DateRangeField } from "../../app/components/forms/date-field.tsx";
import { renderWithApp } from "../render.tsx";

function Single({
  onChange,
  initial = "",
}: {
  onChange: (value: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="From"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

function Range({ onChange }: { onChange: (range: { from: string; to: string }) => void }) {
  const [range, setRange] = useState({ from: "", to: "" });
  return (
    <DateRangeField
      from={range.from}
      to={range.to}
      labels={{ from: "From", to: "To" }}
      onChange={(next) => {
        onChange(next);
        setRange(next);
      }}
    />
  );
}

describe("date field", () => {
  it("reports a typed date once, when it is whole, and nothing for half-typed text", async () => {
    const onChange = vi.fn();
    await renderWithApp(<Single onChange={onChange} />);
    const field = screen.getByLabelText("From");
    expect(field.getAttribute("placeholder")).toBe("MM/DD/YYYY");
    await userEvent.type(field, "11/10/202");
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(field, "6");
    expect(onChange.mock.calls).toEqual([["2026-11-10"]]);
    await userEvent.clear(field);
    await userEvent.type(field, "11/20/2026");
    expect(onChange.mock.calls).toEqual([["2026-11-10"], [""], ["2026-11-20"]]);
    expect(screen.getByTestId("value").textContent).toBe("2026-11-20");
    expect((field as HTMLInputElement).value).toBe("11/20/2026");
  });

  it("drops an applied date while the text can never be a date", async () => {
    const onChange = vi.fn();
    await renderWithApp(<Single onChange={onChange} initial="2026-11-10" />);
    const field = screen.getByLabelText("From") as HTMLInputElement;
    // Typed over the date: "1" and "13" could still become dates, "13/" cannot.
    await userEvent.tripleClick(field);
    await userEvent.keyboard("13/");
    expect(screen.getByText("Enter a date as MM/DD/YYYY.")).toBeTruthy();
    expect(onChange.mock.calls).toEqual([[""]]);
    expect(field.value).toBe("13/");
  });

  it("says at once when the text can never be a date, and on leaving when it is unfinished", async () => {
    const onChange = vi.fn();
    await renderWithApp(<Single onChange={onChange} />);
    const field = screen.getByLabelText("From");
    await userEvent.type(field, "13/");
    expect(screen.getByText("Enter a date as MM/DD/YYYY.")).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, "11/2");
    expect(screen.queryByText(/MM\/DD\/YYYY\./)).toBeNull();
    await userEvent.tab();
    expect(screen.getByText("Finish the date: MM/DD/YYYY.")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("reads and shows German dates", async () => {
    const onChange = vi.fn();
    await renderWithApp(<Single onChange={onChange} initial="2026-01-05" />, { language: "de" });
    const field = screen.getByLabelText("From") as HTMLInputElement;
    expect(field.value).toBe("05.01.2026");
    expect(field.getAttribute("placeholder")).toBe("TT.MM.JJJJ");
    await userEvent.clear(field);
    await userEvent.type(field, "20.11.2026");
    expect(onChange.mock.calls).toEqual([[""], ["2026-11-20"]]);
  });

  it("reports a range whose end is before its start without its end, keeping what was typed", async () => {
    const onChange = vi.fn();
    await renderWithApp(<Range onChange={onChange} />);
    await userEvent.type(screen.getByLabelText("From"), "11/20/2026");
    await userEvent.type(screen.getByLabelText("To"), "11/25/2026");
    expect(onChange.mock.calls.at(-1)).toEqual([{ from: "2026-11-20", to: "2026-11-25" }]);
    // The end typed over, before the start: it bounds nothing while it says so (the 25th is not
    // kept applied).
    await userEvent.tripleClick(screen.getByLabelText("To"));
    await userEvent.keyboard("11/10/2026");
    expect(onChange.mock.calls.at(-1)).toEqual([{ from: "2026-11-20", to: "" }]);
    expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe("11/10/2026");
    expect(screen.getByText("The end must not be before the start.")).toBeTruthy();
    await userEvent.clear(screen.getByLabelText("To"));
    await userEvent.type(screen.getByLabelText("To"), "11/30/2026");
    expect(onChange.mock.calls.at(-1)).toEqual([{ from: "2026-11-20", to: "2026-11-30" }]);
    expect(screen.queryByText("The end must not be before the start.")).toBeNull();
  });
});
