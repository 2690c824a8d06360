import { describe, expect, it } from "vitest";
import { previewAmount } from "../../../app/features/timelogs/detail/price-preview.ts";

describe("a log's price while it is edited", () => {
  const at = (rate: string | null, rateType: "hourly" | "fixed" | null, seconds: number) =>
    previewAmount({ rate, rateType, seconds, billable: true, digitsLike: "0.00" });

  it("prices hourly by the second, half-up to the currency's digits, in integers", () => {
    expect(at("85.00", "hourly", 5400)).toBe("127.50");
    expect(at("90", "hourly", 9000)).toBe("225.00");
    // 1 s at 100/h is 0.02777… → 0.03
    expect(at("100.00", "hourly", 1)).toBe("0.03");
    expect(at("0.10", "hourly", 18000)).toBe("0.50");
    expect(
      previewAmount({
        rate: "1000",
        rateType: "hourly",
        seconds: 1800,
        billable: true,
        digitsLike: "0",
      }),
    ).toBe("500");
  });

  it("takes a fixed rate as it is, nothing when not billable, and knows nothing without a rate", () => {
    expect(at("250.00", "fixed", 60)).toBe("250.00");
    expect(
      previewAmount({
        rate: "85.00",
        rateType: "hourly",
        seconds: 5400,
        billable: false,
        digitsLike: "0.00",
      }),
    ).toBe("0.00");
    expect(at(null, null, 5400)).toBeNull();
    expect(at("85.00", "hourly", Number.NaN)).toBeNull();
    expect(at("85.00", "hourly", -60)).toBeNull();
  });
});
