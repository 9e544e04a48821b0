/**
 * The agency is in San Francisco: every word a visitor reads is American English, and every
 * heading follows one case rule (README, "Changing content"). Run over every string of every
 * content module by `npm run check:content` and tests/content/spelling-and-case.test.ts.
 */
import type { Problem } from "./rules.ts";

export type Text = { where: string; key: string; text: string; isHeading: boolean };

/** Every string in the content, with where it sits and whether it is drawn as a heading. */
export function collectTexts(modules: Record<string, Record<string, unknown>>): Text[] {
  const texts: Text[] = [];
  const walk = (value: unknown, where: string, key: string, isHeading: boolean) => {
    if (typeof value === "string") texts.push({ where, key, text: value, isHeading });
    else if (Array.isArray(value))
      value.forEach((item, index) => walk(item, `${where}[${index}]`, key, false));
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      for (const [name, item] of Object.entries(record)) {
        const heading =
          HEADING_KEYS.has(name) ||
          /Title$/.test(name) ||
          (name === "text" && record.type === "heading");
        walk(item, `${where}.${name}`, name, heading && !/toast/i.test(where));
      }
    }
  };
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports))
      walk(value, `${file} ${name}`, name, false);
  }
  return texts;
}

// ---------------------------------------------------------------- spelling

/** British spellings and their American form. */
const BRITISH: Record<string, string> = {
  aeroplane: "airplane",
  ageing: "aging",
  amongst: "among",
  analogue: "analog",
  artefact: "artifact",
  artefacts: "artifacts",
  catalogue: "catalog",
  catalogues: "catalogs",
  cheque: "check",
  defence: "defense",
  enquire: "inquire",
  enquiries: "inquiries",
  enquiry: "inquiry",
  enrol: "enroll",
  enrolment: "enrollment",
  fulfil: "fulfill",
  fulfilment: "fulfillment",
  grey: "gray",
  instalment: "installment",
  judgement: "judgment",
  learnt: "learned",
  licence: "license",
  maths: "math",
  offence: "offense",
  "per cent": "percent",
  programme: "program",
  programmes: "programs",
  sceptical: "skeptical",
  towards: "toward",
  tyre: "tire",
  whilst: "while",
};

/** British -our, -re, -ll-, -yse and medical -ae-/-oe- spellings, as patterns. */
const BRITISH_PATTERNS: [RegExp, string][] = [
  [
    /\b(arm|behavi|col|endeav|fav|flav|harb|hon|hum|lab|neighb|odo|rig|rum|sav|vap|vig)our(s|ed|ing|ite|ites|able|al|ful|less)?\b/i,
    "-or",
  ],
  [/\b(cent|met|lit|fib|theat|calib|somb)res?\b/i, "-er"],
  [
    /\b(cancel|channel|counsel|dial|fuel|funnel|label|level|marshal|model|panel|signal|total|travel|tunnel)l(ed|ing|er|ers)\b/i,
    "one l",
  ],
  [/\b(analy|paraly|cataly)s(e|ed|ing)\b/i, "-yze"],
  [/\b\w*(paed|haem|anaes|oesoph|oestr|foet|leukaem|orthopaed|diarrhoe)\w*\b/i, "-e-"],
];

/** Words that end in -ise in American English too (and their forms). */
const AMERICAN_ISE = new Set([
  "advertise",
  "advise",
  "apprise",
  "arise",
  "chastise",
  "comprise",
  "compromise",
  "concise",
  "demise",
  "despise",
  "devise",
  "disguise",
  "enterprise",
  "excise",
  "exercise",
  "expertise",
  "franchise",
  "guise",
  "improvise",
  "incise",
  "merchandise",
  "noise",
  "paradise",
  "poise",
  "praise",
  "precise",
  "premise",
  "promise",
  "raise",
  "reprise",
  "revise",
  "rise",
  "sunrise",
  "supervise",
  "surmise",
  "surprise",
  "televise",
  "treatise",
  "wise",
  "cruise",
  "bruise",
]);

/** The -ise/-isation spelling of a word (British), or null when the word is American. */
function britishIse(word: string): string | null {
  const match = /^(.*)is(e|es|ed|ing|er|ers|ation|ations|able|ement|ements)$/.exec(word);
  if (!match) return null;
  const base = `${match[1]}ise`;
  const american = [...AMERICAN_ISE].some(
    (known) => base === known || (known.length >= 6 && base.endsWith(known)),
  );
  if (american || base.endsWith("wise") || match[1].length < 2) return null;
  return word;
}

/** The British spellings in a text, each with its American form. */
export function britishSpellings(text: string): string[] {
  const found: string[] = [];
  const lower = text.toLowerCase();
  for (const [british, american] of Object.entries(BRITISH)) {
    if (new RegExp(`\\b${british}\\b`).test(lower)) found.push(`${british} → ${american}`);
  }
  for (const [pattern, hint] of BRITISH_PATTERNS) {
    for (const match of lower.matchAll(new RegExp(pattern, "gi"))) {
      found.push(`${match[0]} (${hint})`);
    }
  }
  for (const word of lower.match(/[a-z]+/g) ?? []) {
    if (britishIse(word)) found.push(`${word} (-ize)`);
  }
  return found;
}

// ---------------------------------------------------------------- heading case

/**
 * Keys whose strings the site draws as headings (plus keys ending in "Title", such as
 * `tocTitle`, and `{ type: "heading", text }` blocks).
 */
const HEADING_KEYS = new Set(["title", "heading", "takeawaysTitle"]);

/**
 * Headings are in Title Case, as the specification writes them ('AI Solutions for Every
 * Industry', 'What to Expect', 'Schedule a Consultation'): every word starts with a capital
 * except articles, coordinating conjunctions and prepositions of three letters or fewer,
 * which stay lowercase unless they open the heading, close it or follow a colon.
 * In a hyphenated compound every part is capitalized except minor middle parts
 * ("Direct-to-Consumer") and the word after a one-letter prefix ("E-commerce").
 * Words with a capital or a digit inside (iOS, eBay, 2025) are left as they are.
 */
const MINOR_WORDS = new Set([
  "a",
  "an",
  "the",
  "and",
  "but",
  "or",
  "nor",
  "for",
  "so",
  "yet",
  "as",
  "at",
  "by",
  "from",
  "in",
  "into",
  "of",
  "on",
  "onto",
  "per",
  "to",
  "via",
  "vs",
  "vs.",
  "with",
]);

/** The specification's own sentence-case headings, kept word for word. */
const SPECIFIED_SENTENCE_CASE = new Set(["Oops! Page not found"]);

/** The words of a heading that break Title Case. */
export function titleCaseErrors(heading: string): string[] {
  if (SPECIFIED_SENTENCE_CASE.has(heading)) return [];
  const words = heading.split(/\s+/).filter(Boolean);
  const errors: string[] = [];
  words.forEach((raw, index) => {
    const opens = index === 0 || /[:?!.—–]$/.test(words[index - 1]) || words[index - 1] === "·";
    const closes = index === words.length - 1;
    const parts = raw.split("-");
    parts.forEach((part, partIndex) => {
      const word = part.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9.]+$/g, "");
      if (!/^[a-z]/i.test(word) || /[0-9]/.test(word) || /.[A-Z]/.test(word)) return;
      const first = opens && partIndex === 0;
      const last = closes && partIndex === parts.length - 1;
      // After a one-letter prefix the word runs on in lowercase ("E-commerce").
      if (partIndex > 0 && /^[A-Za-z]$/.test(parts[partIndex - 1])) return;
      // Inside a compound, only the middle parts may be minor ("Direct-to-Consumer", "In-App").
      const minor =
        MINOR_WORDS.has(word.toLowerCase()) &&
        (parts.length === 1 ? !first && !last : partIndex > 0 && partIndex < parts.length - 1);
      if (minor ? /^[A-Z]/.test(word) : /^[a-z]/.test(word)) errors.push(word);
    });
  });
  return errors;
}

/** "colour (-or)" → '"color"', "whilst → while" → '"while"': the word to write instead. */
function american(found: string): string {
  const [word = "", hint = ""] = found.split(/ → | \(/);
  const fixes: Record<string, (word: string) => string> = {
    "-or)": (w) => w.replace(/our/, "or"),
    "-er)": (w) => w.replace(/re(s?)$/, "er$1"),
    "one l)": (w) => w.replace(/ll(?=(ed|ing|er|ers)$)/, "l"),
    "-yze)": (w) => w.replace(/ys(?=(e|ed|ing)$)/, "yz"),
    "-ize)": (w) => w.replace(/is(?=(e|es|ed|ing|er|ers|ation|ations|able|ement|ements)$)/, "iz"),
    "-e-)": (w) => w.replace(/ae|oe/, "e"),
  };
  const fixed = fixes[hint]?.(word);
  return `"${found.includes(" → ") ? hint : (fixed ?? word)}"`;
}

/** Every British spelling and off-rule heading of the content, as problems to fix. */
export function copyProblems(modules: Record<string, Record<string, unknown>>): Problem[] {
  return collectTexts(modules).flatMap(({ where, key, text, isHeading }): Problem[] => {
    const [file = "", ...path] = where.split(" ");
    const entry = path.join(" ");
    const spelling =
      key === "code" || key === "href" || key === "slug"
        ? []
        : britishSpellings(text).map((word): Problem => ({
            severity: "error",
            file,
            entry,
            field: key,
            rule: `"${word.split(" ")[0]}" is British spelling; the copy is American English`,
            fix: `write ${american(word)}`,
          }));
    const caseErrors =
      isHeading && !text.includes("{")
        ? titleCaseErrors(text).map((word): Problem => ({
            severity: "error",
            file,
            entry,
            field: key,
            rule: `the heading "${text}" is not in Title Case at "${word}"`,
            fix: /^[A-Z]/.test(word)
              ? `write "${word.toLowerCase()}" (articles, short conjunctions and prepositions stay lowercase inside a heading)`
              : `write "${word[0]!.toUpperCase()}${word.slice(1)}"`,
          }))
        : [];
    return [...spelling, ...caseErrors];
  });
}
