import { describe, expect, it } from "vitest";
import {
  type RateRule,
  resolveHourlyRate,
} from "../../../src/modules/pricing/resolve-hourly-rate.ts";
import { formatUnits, priceOf, roundDecimal } from "../../../src/money.ts";

const context = { userId: 7, projectId: 3, debtorId: 2, activityId: 5, day: "2026-03-15" };
const noFallback: { userRate: string | null; companyRate: string | null } = {
  userRate: null,
  companyRate: null,
};
let nextId = 1;
const rule = (fields: Partial<RateRule>): RateRule => ({
  id: nextId++,
  debtorId: null,
  projectId: null,
  activityId: null,
  userId: null,
  rateType: "hourly",
  rate: "10.00",
  validFrom: null,
  validUntil: null,
  ...fields,
});
const winner = (rules: RateRule[], fallbacks = noFallback) =>
  resolveHourlyRate(rules, context, fallbacks);

describe("resolveHourlyRate", () => {
  const debtor = rule({ debtorId: 2, rate: "1.00" });
  const debtorUser = rule({ debtorId: 2, userId: 7, rate: "2.00" });
  const projectRule = rule({ projectId: 3, rate: "3.00" });
  const projectUser = rule({ projectId: 3, userId: 7, rate: "4.00" });
  const activityRule = rule({ activityId: 5, rate: "5.00" });
  const activityUser = rule({ activityId: 5, userId: 7, rate: "6.00" });

  it.each([
    [[debtor], "1.00"],
    [[debtor, debtorUser], "2.00"],
    [[debtorUser, projectRule], "3.00"],
    [[projectRule, projectUser], "4.00"],
    [[projectUser, activityRule], "5.00"],
    [[activityRule, activityUser, projectUser, debtorUser], "6.00"],
  ])("ranks by score: activity 5, project 3, debtor 1, user +1 (%#)", (rules, rate) => {
    expect(winner(rules).rate).toBe(rate);
  });

  it("ignores rules of other projects, debtors, activities and users", () => {
    expect(
      winner([
        rule({ projectId: 4, rate: "9.00" }),
        rule({ userId: 8, rate: "9.00" }),
        rule({ activityId: 6 }),
        rule({ debtorId: 1 }),
      ]),
    ).toEqual({ rate: null, rateType: null, ruleId: null, hasRate: false });
  });

  it("breaks ties by the latest valid_from, then the highest id", () => {
    const early = rule({ projectId: 3, rate: "7.00", validFrom: "2026-01-01" });
    const late = rule({ projectId: 3, rate: "8.00", validFrom: "2026-03-01" });
    const open = rule({ projectId: 3, rate: "9.00" });
    expect(winner([late, early, open]).rate).toBe("8.00");
    const first = rule({ projectId: 3, rate: "1.50" });
    const second = rule({ projectId: 3, rate: "2.50" });
    expect(winner([second, first]).ruleId).toBe(second.id);
  });

  it("counts validity dates inclusively, on the day of the log's start", () => {
    expect(winner([rule({ projectId: 3, validFrom: "2026-03-15" })]).hasRate).toBe(true);
    expect(winner([rule({ projectId: 3, validUntil: "2026-03-15" })]).hasRate).toBe(true);
    expect(winner([rule({ projectId: 3, validFrom: "2026-03-16" })]).hasRate).toBe(false);
    expect(winner([rule({ projectId: 3, validUntil: "2026-03-14" })]).hasRate).toBe(false);
  });

  it("falls back to the user's rate, then the company's", () => {
    expect(winner([], { userRate: "70.00", companyRate: "60.00" })).toEqual({
      rate: "70.00",
      rateType: "hourly",
      ruleId: null,
      hasRate: true,
    });
    expect(winner([], { userRate: null, companyRate: "60.00" }).rate).toBe("60.00");
  });

  it("keeps a fixed rate's type", () => {
    const fixed = rule({ projectId: 3, rateType: "fixed", rate: "250.00" });
    expect(winner([fixed])).toEqual({
      rate: "250.00",
      rateType: "fixed",
      ruleId: fixed.id,
      hasRate: true,
    });
  });
});

describe("money", () => {
  it.each([
    ["85.00", 3600, 2, "85.00"],
    ["85.00", 1, 2, "0.02"],
    ["100.00", 18, 2, "0.50"],
    ["100.00", 17, 2, "0.47"],
    ["0.01", 1800, 2, "0.01"],
    ["12.34", 5400, 2, "18.51"],
    ["1000.00", 3599, 0, "1000"],
    ["7.00", 1234, 3, "2.399"],
  ])("prices %s/h for %i s with %i digits as %s (half-up)", (rate, seconds, decimals, amount) => {
    expect(priceOf({ rate, rateType: "hourly" }, seconds, decimals)).toBe(amount);
  });

  it("prices a fixed rate whatever the duration", () => {
    expect(priceOf({ rate: "250.00", rateType: "fixed" }, 60, 2)).toBe("250.00");
    expect(priceOf({ rate: "250.50", rateType: "fixed" }, 60, 0)).toBe("251");
  });

  it("rounds stored decimals half-up", () => {
    expect(roundDecimal("18.505", 2)).toBe("18.51");
    expect(roundDecimal("18.504", 2)).toBe("18.50");
    expect(roundDecimal("0", 2)).toBe("0.00");
    expect(formatUnits(-5n, 2)).toBe("-0.05");
  });
});
