import { describe, expect, it } from "vitest";
import { consultationDateBounds, isWeekendDate, toDateInputValue } from "@/lib/consultation-date";
import { consultationDateRules } from "@/lib/form-limits";

describe("consultation date rules in the browser", () => {
  it("offers dates from today to today plus 365 days, in the visitor's time zone", () => {
    expect(consultationDateRules.maxDaysAhead).toBe(365);
    expect(consultationDateBounds(new Date(2026, 10, 23, 23, 30))).toEqual({
      min: "2026-11-23",
      max: "2027-11-23",
    });
    // 2028 is a leap year, so 365 days after February 1 is January 31.
    expect(consultationDateBounds(new Date(2028, 1, 1))).toEqual({
      min: "2028-02-01",
      max: "2029-01-31",
    });
  });

  it("writes dates the way a date input does", () => {
    expect(toDateInputValue(new Date(2027, 0, 5))).toBe("2027-01-05");
  });

  it("refuses Saturdays and Sundays and accepts Monday to Friday", () => {
    expect(isWeekendDate("2026-11-28")).toBe(true); // Saturday
    expect(isWeekendDate("2026-11-29")).toBe(true); // Sunday
    for (const day of ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"]) {
      expect(isWeekendDate(day), day).toBe(false);
    }
  });

  it("leaves empty and partial values to the browser's own checks", () => {
    expect(isWeekendDate("")).toBe(false);
    expect(isWeekendDate("2026-11")).toBe(false);
  });
});
