// The consultation form's date input follows consultationDateRules, so a
// visitor sees why a date is refused before the database refuses it.
import { consultationDateRules } from "./form-limits";

/** A date as the date input writes it, YYYY-MM-DD, in the visitor's own time zone. */
export function toDateInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The earliest and latest dates the input offers: today and today plus maxDaysAhead, where the visitor is. */
export function consultationDateBounds(today: Date = new Date()): { min: string; max: string } {
  const latest = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  latest.setDate(latest.getDate() + consultationDateRules.maxDaysAhead);
  return { min: toDateInputValue(today), max: toDateInputValue(latest) };
}

/** True for a Saturday or a Sunday given as YYYY-MM-DD (false for an empty or partial value). */
export function isWeekendDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getDay();
  return consultationDateRules.weekdaysOnly && (day === 0 || day === 6);
}
