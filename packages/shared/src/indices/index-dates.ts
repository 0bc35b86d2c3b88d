/**
 * Calendar dates of index values ('YYYY-MM-DD', no time zone: a value belongs to a day). Pure
 * arithmetic on the numbers, no Date object, so month ends and leap days are decided here only.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether the text is a real calendar date (2025-02-29 is not; 2024-02-29 is). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1900 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function parts(date: string): [number, number, number] {
  if (!isCalendarDate(date)) throw new Error(`not a calendar date: "${date}"`);
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The same day `months` months later (or earlier, when negative), clamped to the month's last day:
 * 2025-03-31 − 1 month is 2025-02-28; 2024-02-29 − 12 months is 2023-02-28.
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, daysInMonth(y, m)))}`;
}

/** The first day of the date's month: a monthly rate is dated so ('2025-09-30' → '2025-09-01'). */
export function monthStart(date: string): string {
  parts(date);
  return `${date.slice(0, 7)}-01`;
}

/** Whole months from a's month to b's month (2025-01-31 → 2025-03-01 is 2). */
export function monthsBetween(a: string, b: string): number {
  const [ya, ma] = parts(a);
  const [yb, mb] = parts(b);
  return yb * 12 + mb - (ya * 12 + ma);
}

/** The next day (2024-02-28 → 2024-02-29 → 2024-03-01). */
export function nextDay(date: string): string {
  const [year, month, day] = parts(date);
  if (day < daysInMonth(year, month)) return `${pad(year, 4)}-${pad(month)}-${pad(day + 1)}`;
  return month === 12 ? `${pad(year + 1, 4)}-01-01` : `${pad(year, 4)}-${pad(month + 1)}-01`;
}
