// Dates are spelled out rather than with Intl.DateTimeFormat: building a formatter loads
// the browser's locale data, tens of milliseconds of main thread on a laptop (four times that on
// a phone) in the first task of every page that shows a date. The tests hold the output to Intl's.
// Apart from the search helpers in text.ts: the boot reads those, and carries what it imports.
const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function dateParts(isoDate: string) {
  const [year, month, day] = isoDate.split("-").map(Number);
  const monthName = monthNames[month - 1];
  if (!monthName || !(day >= 1 && day <= 31)) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return { year, month: monthName, day };
}

/** "2024-03-12" → "March 12, 2024", the same on the server and in every browser. */
export function formatLongDate(isoDate: string): string {
  const { year, month, day } = dateParts(isoDate);
  return `${month} ${day}, ${year}`;
}

/** "2024-03-12" → "Mar 12, 2024", the same on the server and in every browser. */
export function formatShortDate(isoDate: string): string {
  const { year, month, day } = dateParts(isoDate);
  return `${month.slice(0, 3)} ${day}, ${year}`;
}
