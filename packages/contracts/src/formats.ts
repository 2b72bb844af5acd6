/**
 * Indian formats, one way on both sides: a date people type or read is dd/mm/yyyy whatever the browser's
 * language, a count takes its noun's plural, and a page or document for people never shows an ISO date or
 * an amount in millions. The API itself speaks ISO dates (YYYY-MM-DD); these only turn them into words.
 */

/** "2026-11-10" → "10/11/2026"; anything that is not an ISO calendar date comes back unchanged. */
export function dmy(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}

function realDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A typed date as ISO, or null when it is not a real date: day first ("10/11/2026", "10-11-2026",
 * "10.11.2026", "1/2/2027"), or already ISO ("2026-11-10", what a paste from a file or a test types).
 * Never month first: "11/10/2026" is 11 October. A two-digit year is refused rather than guessed.
 */
export function parseDmy(text: string): string | null {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) return realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  if (dayFirst) return realDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return null;
}

/** Nouns whose plural is not the noun plus "s". */
const IRREGULAR: Record<string, string> = {
  child: 'children',
  person: 'people',
};

/** The noun for a count: plural('day', 1) → "day", plural('day', 2) → "days", plural('entry', 0) → "entries". */
export function pluralNoun(noun: string, count: number): string {
  if (count === 1) return noun;
  const irregular = IRREGULAR[noun];
  if (irregular) return irregular;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/**
 * A count with its noun, figures in the Indian grouping: plural(1, 'day') → "1 day", plural(1500, 'employee')
 * → "1,500 employees", plural(0.5, 'day') → "0.5 days" (only exactly one is singular).
 */
export function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-IN', { maximumFractionDigits: 2 })} ${pluralNoun(noun, count)}`;
}

/**
 * What a page or document meant for people must not show, each with why (the formats walk reads every
 * route and downloaded document against these). Files for a portal (ECR, ESIC, 24Q) keep their own formats
 * and are not read.
 */
export const FOREIGN_FORMATS: { name: string; pattern: RegExp }[] = [
  {
    name: 'an ISO date (use 10 Nov 2026 or 10/11/2026)',
    pattern: /\b(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b/,
  },
  { name: 'a year-month (use Nov 2026)', pattern: /\b(19|20)\d{2}-(0[1-9]|1[0-2])\b(?!-)/ },
  // A first part that cannot be a day-of-month's month is month first; only the unambiguous ones are caught.
  {
    name: 'a month-first date (use dd/mm/yyyy)',
    pattern: /\b(0?[1-9]|1[0-2])\/(1[3-9]|2\d|3[01])\/(19|20)\d{2}\b/,
  },
  {
    name: 'an amount in thousands or millions (use lakh and crore)',
    pattern: /₹\s?[\d.,]+\s?(K|M|Mn|B|bn)\b/,
  },
  {
    name: 'a singular count with a plural noun',
    pattern:
      /(?<![\d.,])\b1 (days|months|years|hours|minutes|weeks|employees|entries|items|records|rows|files|times|leaves|payslips|people)\b/,
  },
];

/** The first format in `text` a person should not read, with a little of its context; null when clean. */
export function foreignFormat(text: string): string | null {
  for (const { name, pattern } of FOREIGN_FORMATS) {
    const m = pattern.exec(text);
    if (m) {
      const from = Math.max(0, m.index - 30);
      return `${name}: "…${text.slice(from, m.index + m[0].length + 30).replace(/\s+/g, ' ')}…"`;
    }
  }
  return null;
}
