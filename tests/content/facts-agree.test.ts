import { describe, expect, it } from "vitest";
import { caseStudiesPage } from "@/content/case-studies/case-studies";
import { caseStudyHighlights } from "@/content/home/case-study-highlights";
import { home } from "@/content/home/home";
import { testimonials } from "@/content/home/testimonials";
import { industryPages } from "@/content/industries";
import { posts } from "@/content/resources/blog/posts";
import { blogPage } from "@/content/resources/blog/blog-page";
import {
  contributors,
  featuredInsight,
  insights,
  trendingTopics,
} from "@/content/resources/insights/insights";
import { CONSULTATION_MINUTES, consultationSlot, toUtc } from "@/lib/calendar";
import { fillTemplate } from "@/lib/text";
import { facts } from "@/content/facts";

/**
 * A figure the site states about itself says the same thing everywhere it appears
 * (DECISIONS.md, "Facts agree"). This test reads every string of every content module for
 * the figures it knows, and compares the places that state the same fact.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ["/src/content/**/*.ts", "!/src/content/types/**"],
  { eager: true },
);

/** Every string of the content, with the module and path it sits at. */
function contentTexts(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === "string") texts.push({ where, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`));
    else if (value && typeof value === "object")
      for (const [name, item] of Object.entries(value)) walk(item, `${where}.${name}`);
  };
  for (const [file, exports] of Object.entries(modules))
    for (const [name, value] of Object.entries(exports)) walk(value, `${file} ${name}`);
  return texts;
}

const texts = contentTexts();
const studies = caseStudiesPage.list.studies;
const study = (id: string) => {
  const found = studies.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No case study "${id}"`);
  return found;
};
const numberWords = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** "42%", "$1.8M", "3 weeks": the figures a sentence states. */
const figures = (text: string) => text.match(/\$?\d[\d.,]*\s?(?:%|M\b|k\b|weeks?|months?)/g) ?? [];

describe("the figures written once in src/content/facts.ts", () => {
  it("keep the values the specification fixes", () => {
    expect(facts).toEqual({
      consultationMinutes: 45,
      teamSize: "50+",
      projectsDelivered: "500+",
      clientsServed: "150+",
    });
  });

  it("are not retyped anywhere else: every team size, project or client count quotes them", () => {
    const stated = (pattern: RegExp) =>
      texts.filter(({ where, text }) => pattern.test(text) && !/\/articles\//.test(where));
    for (const { where, text } of stated(
      /\b\d+\+ (?:specialists|strong team)|\b\d+\+? team members|\bteam of \d+/i,
    ))
      expect(text, where).toContain(facts.teamSize);
    for (const { where, text } of stated(/\b\d+\+ projects\b/i))
      expect(text, where).toContain(facts.projectsDelivered);
    for (const { where, text } of stated(/\b\d+\+ (?:companies|clients)\b/i))
      expect(text, where).toContain(facts.clientsServed);
  });
});

describe("the consultation", () => {
  it("is 45 minutes wherever a duration is named, and in the calendar invitation", () => {
    expect(CONSULTATION_MINUTES).toBe(45);
    const named = texts.filter(({ text }) =>
      /\d+[- ]minute (?:free )?(?:consultation|session|strategy)/i.test(text),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const { where, text } of named)
      expect(text.match(/(\d+)[- ]minute/i)?.[1], where).toBe(String(CONSULTATION_MINUTES));
    const { start, end } = consultationSlot("2027-03-15", "10:00 AM - 11:00 AM");
    expect((toUtc(end).getTime() - toUtc(start).getTime()) / 60_000).toBe(CONSULTATION_MINUTES);
  });
});

describe("the reply to an enquiry", () => {
  it("comes within 24 hours wherever a reply time is promised (hiring replies aside)", () => {
    // Promises the agency makes (not what an article says of someone else's systems).
    const promises = texts.filter(
      ({ where, text }) =>
        /\b(?:repl(?:y|ies)|answered|response|come back)\b[^.]{0,30}\bwithin\b/i.test(text) &&
        !/\/articles\//.test(where) &&
        !/hiring/i.test(text),
    );
    expect(promises.length).toBeGreaterThan(3);
    for (const { where, text } of promises) expect(text, where).toMatch(/within 24 hours/i);
  });
});

describe("case studies", () => {
  it("chart the figure each study leads with", () => {
    for (const { id, results, chart } of studies) {
      const headline = chart.figure.replace(/^-/, "");
      expect(results[0], id).toContain(headline);
    }
  });

  it("headline results on /case-studies are the studies' own", () => {
    const allResults = studies.flatMap(({ results }) => results).join(" ");
    for (const { value } of caseStudiesPage.highlights.items) expect(allResults).toContain(value);
  });

  it("say the same on the home page's cards as on /case-studies", () => {
    for (const highlight of caseStudyHighlights) {
      const id = highlight.href.split("#")[1];
      if (!id || !studies.some((candidate) => candidate.id === id)) continue;
      const full = study(id);
      expect(highlight.title, id).toBe(full.title);
      expect(highlight.category, id).toBe(full.industry);
      expect(highlight.chart.figure, id).toBe(full.chart.figure);
      const stated = full.results.join(" ");
      for (const figure of highlight.results.flatMap(figures)) expect(stated, id).toContain(figure);
    }
  });

  it("say the same in an industry page's success story that tells the same project", () => {
    const stories = industryPages.flatMap((page) => page.successStories.items);
    let compared = 0;
    for (const full of studies) {
      const story = stories.find(({ title }) => title === full.title);
      if (!story) continue;
      compared++;
      const stated = full.results.join(" ");
      for (const figure of story.results.flatMap(figures))
        expect(stated, full.id).toContain(figure);
    }
    expect(compared).toBeGreaterThan(0);
  });

  it("agree with the testimonial of the same client on time taken and results", () => {
    // Harborview Health Partners is the healthcare study's client (named only in its quote).
    const quote = testimonials.find(({ company }) => company === "Harborview Health Partners");
    const full = study("healthcare");
    // A quote spells small numbers out: "5 months" is said "five months".
    const spoken = full.duration.replace(/^\d+/, (number) => numberWords[Number(number)] ?? number);
    expect(quote?.content).toContain(`in ${spoken}`);
    for (const percent of quote?.content.match(/\d+%/g) ?? [])
      expect(full.results.join(" ")).toContain(percent);
  });
});

describe("people", () => {
  const authors = [
    ...posts.map(({ author }) => author),
    ...texts.filter(({ where }) => /\.author$/.test(where)).map(({ text }) => text),
  ];
  /** "Dr. Sarah Chen, Head of AI Strategy" -> "Sarah Chen". */
  const personOf = (name: string) =>
    name
      .split(",")[0]!
      .replace(/^Dr\.\s+/, "")
      .trim();

  it("are spelled one way wherever they are named", () => {
    const spellings = new Map<string, Set<string>>();
    for (const name of authors) {
      const spelled = name.split(",")[0]!.trim();
      const person = personOf(name);
      spellings.set(person, (spellings.get(person) ?? new Set()).add(spelled));
    }
    const twoWays = [...spellings].filter(([, spelled]) => spelled.size > 1);
    expect(twoWays).toEqual([]);
  });

  it("are either our authors or our clients, never both", () => {
    const ours = new Set(authors.map(personOf));
    expect(testimonials.map(({ name }) => name).filter((name) => ours.has(name))).toEqual([]);
  });
});

describe("insights", () => {
  it("count on each topic tile the insights its filter shows", () => {
    for (const { name, count } of trendingTopics) {
      const shown = insights.filter(({ topics }) => (topics as string[]).includes(name)).length;
      expect(shown, name).toBeGreaterThan(0);
      expect(count, name).toBe(`${shown} ${shown === 1 ? "insight" : "insights"}`);
    }
  });

  it("count for each contributor the insights on the page they wrote", () => {
    for (const { name, insights: count } of contributors)
      expect(count, name).toBe(
        [featuredInsight, ...insights].filter(({ author }) => author === name).length,
      );
  });

  it("give a card the author, date, reading time and views of the article it opens", () => {
    for (const card of insights) {
      const post = posts.find(({ slug }) => card.href === `/resources/blog/${slug}`);
      expect(post, card.href).toBeDefined();
      expect([card.author, card.publishDate, card.readTime, card.views], card.href).toEqual([
        post?.author,
        post?.date,
        post?.readTime,
        post?.views,
      ]);
    }
  });
});

describe("the blog's count lines", () => {
  it("above and under the cards say the same while the list opens in steps", () => {
    const { summary, revealedSummary } = blogPage.list;
    const numbers = (text: string) => text.match(/\d+/g);
    expect(numbers(fillTemplate(summary, { shown: 9, count: 28 }))).toEqual(
      numbers(fillTemplate(revealedSummary, { shown: 9, count: 28 })),
    );
  });
});

describe("the home page's reasons", () => {
  it("draw a figure's chart with bars that fall by the figure's percentage", () => {
    const charted = home.reasons.items.filter((reason) => reason.chart);
    expect(charted.length).toBeGreaterThan(0);
    for (const { value, valueLabel, chart } of charted) {
      const bars = chart?.bars ?? [];
      const first = bars[0]?.value ?? 0;
      const last = bars.at(-1)?.value ?? 0;
      expect(valueLabel, value).toMatch(/^less /);
      expect(Math.round(((first - last) / first) * 100), value).toBe(Number.parseFloat(value));
      expect(chart?.figure, value).toBe(`-${value}`);
    }
  });
});
