/**
 * Every rule the content must keep, as plain functions over the content's data: the build
 * (`npm run check:content`, run first by `npm run build`), the dev server and the tests all
 * call `checkContent`. A problem names the file, the entry, the field, the rule and the fix,
 * so an editor can act on it without reading code. Errors stop the build; warnings are
 * printed and let it go on.
 */
import type { ArticleBlock } from "../../src/content/types/blog.ts";
import { countWords, readingTime, wordsPerMinute } from "../../src/lib/reading-time.ts";
import { copyProblems } from "./copy.ts";

export type Problem = {
  severity: "error" | "warning";
  /** The file to open, from the repository's root: "src/content/resources/blog/posts.ts". */
  file: string;
  /** Which entry of the file: 'post "ai-ethics"', 'white paper "ai-roi-guide"'. */
  entry: string;
  field: string;
  rule: string;
  fix: string;
  /** A value the check computed, which `npm run check:content -- --fix` writes into the field. */
  computed?: string;
};

type Item = Record<string, unknown>;

/** A listed item with where it is written. */
export type Listed = { file: string; item: Item };

export type ContentInput = {
  blog: {
    file: string;
    posts: readonly Item[];
    categories: readonly string[];
    /** Body file by slug ("src/content/resources/blog/articles/{slug}.ts"). */
    bodies: Record<string, { file: string; body: unknown }>;
    /** Posts the specification names as full-length articles (800 words, four sections). */
    fullArticles: readonly string[];
  };
  whitePapers: {
    file: string;
    papers: readonly Item[];
    featured: Item;
    categories: readonly string[];
    /** Page module by slug; `page` is its `whitePaper` export (undefined when missing). */
    pages: Record<string, { file: string; page: unknown }>;
  };
  research: {
    file: string;
    studies: readonly Item[];
    featured: Item;
    categories: readonly string[];
    types: readonly string[];
    pages: Record<string, { file: string; page: unknown }>;
  };
  insights: { file: string; insights: readonly Item[]; categories: readonly string[] };
  /** Every content module by file, for the rules that hold everywhere (links, descriptions). */
  modules: Record<string, Record<string, unknown>>;
  /** Every path the route table serves. */
  routes: ReadonlySet<string>;
};

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const months =
  "January|February|March|April|May|June|July|August|September|October|November|December";
const monthYear = new RegExp(`^(${months}) \\d{4}$`);
const viewsPattern = /^\d+(\.\d)?k$/;
const thousands = /^\d{1,3}(,\d{3})*$/;

/** Listed posts per blog category: enough for related articles, few enough to browse. */
export const postsPerCategory = { min: 4, max: 8 } as const;
export const descriptionLength = { min: 50, max: 160 } as const;
export const articleWords = { full: 800, other: 400 } as const;

const show = (value: unknown) => (typeof value === "string" ? `"${value}"` : String(value));

/** Whether an ISO date names a real day ("2024-02-30" does not). */
function realDay(text: string): boolean {
  const match = isoDate.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "Dec 10, 2024" → "2024-12-10", for the fix of a mis-written date. */
function isoOf(text: string): string | undefined {
  const time = Date.parse(`${text} UTC`);
  if (Number.isNaN(time)) return undefined;
  return new Date(time).toISOString().slice(0, 10);
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

class Report {
  constructor(
    private problems: Problem[],
    public file: string,
    public entry: string,
  ) {}
  error(field: string, rule: string, fix: string, computed?: string) {
    this.problems.push({
      severity: "error",
      file: this.file,
      entry: this.entry,
      field,
      rule,
      fix,
      ...(computed !== undefined && { computed }),
    });
  }
  warn(field: string, rule: string, fix: string) {
    this.problems.push({
      severity: "warning",
      file: this.file,
      entry: this.entry,
      field,
      rule,
      fix,
    });
  }
  /** A required text field: present and not blank. */
  text(item: Item, field: string, example: string): string | undefined {
    const value = item[field];
    if (typeof value === "string" && value.trim() !== "") return value;
    this.error(
      field,
      value === undefined ? `${field} is missing` : `${field} must be text that is not blank`,
      `add ${field}: ${example}`,
    );
    return undefined;
  }
  oneOf(item: Item, field: string, allowed: readonly string[], where: string) {
    const value = this.text(item, field, show(allowed[0]));
    if (value !== undefined && !allowed.includes(value))
      this.error(
        field,
        `${show(value)} is not a ${field} of ${where}`,
        `use one of ${allowed.map(show).join(", ")} (or add the new ${field} to ${where} first)`,
      );
  }
  matches(item: Item, field: string, pattern: RegExp, what: string, example: string) {
    const value = this.text(item, field, example);
    if (value !== undefined && !pattern.test(value))
      this.error(field, `${show(value)} is not ${what}`, `write it like ${example}`);
    return value;
  }
  description(item: Item, field = "description") {
    const value = this.text(item, field, '"One sentence of 50 to 160 characters."');
    if (value === undefined) return;
    const { min, max } = descriptionLength;
    if (value.length < min || value.length > max)
      this.error(
        field,
        `a ${field} is ${min}-${max} characters (search results cut it beyond ${max}); this one is ${value.length}`,
        value.length > max
          ? `shorten it by ${value.length - max} characters`
          : `lengthen it by ${min - value.length} characters`,
      );
  }
}

/** Reports of one list: slugs present, well formed and unique, each under its own entry name. */
function listReports(
  file: string,
  noun: string,
  items: readonly Item[],
  problems: Problem[],
): Report[] {
  const seen = new Map<string, number>();
  return items.map((item, index) => {
    const slug = typeof item.slug === "string" ? item.slug : undefined;
    const title = typeof item.title === "string" ? item.title : undefined;
    const report = new Report(
      problems,
      file,
      slug ? `${noun} "${slug}"` : title ? `${noun} "${title}"` : `${noun} #${index + 1}`,
    );
    if ("slug" in item || noun !== "insight") {
      const value = report.text(item, "slug", show(slugify(title ?? "my-new-item")));
      if (value !== undefined && !slugPattern.test(value))
        report.error(
          "slug",
          `${show(value)} is not lowercase words joined by hyphens`,
          `use ${show(slugify(value))}`,
        );
      if (value !== undefined) {
        const first = seen.get(value);
        if (first !== undefined) {
          report.entry = `${noun} #${index + 1}${title ? ` "${title}"` : ""}`;
          const firstTitle = items[first]!.title;
          report.error(
            "slug",
            `${show(value)} is also the slug of entry #${first + 1}${typeof firstTitle === "string" ? ` "${firstTitle}"` : ""} of this file; two pages cannot share an address`,
            `give one of them another slug, e.g. ${show(`${value}-2`)}`,
          );
        } else seen.set(value, index);
      }
    }
    return report;
  });
}

function checkBlog({ blog }: ContentInput, problems: Problem[]) {
  const { file, posts, categories, bodies, fullArticles } = blog;
  const reports = listReports(file, "post", posts, problems);
  posts.forEach((post, index) => {
    const report = reports[index]!;
    report.text(post, "title", '"A Title in Title Case"');
    report.text(post, "excerpt", '"One or two sentences for the card."');
    report.text(post, "author", '"Dr. Sarah Chen"');
    const date = report.text(post, "date", '"2024-12-10"');
    if (date !== undefined && !realDay(date))
      report.error(
        "date",
        `${show(date)} is not a date written year-month-day`,
        `write it as ${show(isoOf(date) ?? "2024-12-10")}`,
      );
    report.oneOf(post, "category", categories, "blogCategories in src/content/types/blog.ts");
    report.matches(post, "views", viewsPattern, "a view count like 4.2k", '"4.2k"');
    report.description(post);
    const slug = typeof post.slug === "string" ? post.slug : undefined;
    if (!slug || !slugPattern.test(slug)) return;
    const entry = bodies[slug];
    const bodyFile = `src/content/resources/blog/articles/${slug}.ts`;
    if (!entry || !Array.isArray(entry.body)) {
      report.error(
        "slug",
        `every post has its body in ${bodyFile} (export const body = [...]), and there is none`,
        `create ${bodyFile}, or correct the slug to match an existing body file`,
      );
      return;
    }
    checkBody(post, slug, entry.file, entry.body as ArticleBlock[], fullArticles, report, problems);
  });

  const known = new Set(posts.map((post) => post.slug));
  for (const [slug, { file: bodyFile }] of Object.entries(bodies))
    if (!known.has(slug))
      problems.push({
        severity: "error",
        file: bodyFile,
        entry: `body "${slug}"`,
        field: "file name",
        rule: `a body file belongs to the post with its slug, and ${file} has no post "${slug}"`,
        fix: `add the post's entry to ${file}, or delete ${bodyFile}`,
      });

  for (const slug of fullArticles)
    if (!known.has(slug))
      problems.push({
        severity: "error",
        file: "src/content/resources/blog/full-articles.ts",
        entry: `"${slug}"`,
        field: "fullArticles",
        rule: `names a post ${file} does not have`,
        fix: "correct the slug, or remove it from the list",
      });

  const featured = posts.filter((post) => post.featured === true);
  if (featured.length !== 1)
    problems.push({
      severity: "error",
      file,
      entry: featured.length
        ? featured.map((post) => `post ${show(post.slug)}`).join(", ")
        : "posts",
      field: "featured",
      rule: `exactly one post is featured above the listing; ${featured.length} are`,
      fix:
        featured.length > 1
          ? "keep featured: true on one post and remove it from the others"
          : "add featured: true to the post to show above the listing",
    });

  const listed = posts.filter((post) => post.featured !== true);
  for (const category of categories) {
    const count = listed.filter((post) => post.category === category).length;
    const { min, max } = postsPerCategory;
    if (count < min || count > max)
      problems.push({
        severity: "error",
        file,
        entry: `category "${category}"`,
        field: "category",
        rule: `each blog category lists ${min} to ${max} posts (its related articles and its filter need them); "${category}" lists ${count}`,
        fix:
          count > max
            ? `file the new post under another category, or add a category to blogCategories in src/content/types/blog.ts`
            : `add posts in "${category}", or file them elsewhere and remove the category`,
      });
  }
}

function checkBody(
  post: Item,
  slug: string,
  file: string,
  body: ArticleBlock[],
  fullArticles: readonly string[],
  postReport: Report,
  problems: Problem[],
) {
  const report = new Report(problems, file, `body of "${slug}"`);
  body.forEach((block, index) => {
    const empty =
      block.type === "list"
        ? !Array.isArray(block.items) || block.items.every((item) => !item?.trim())
        : typeof block.text !== "string" || !block.text.trim();
    if (empty)
      report.error(
        `block ${index + 1}`,
        `a ${block.type} block shows nothing`,
        `write its ${block.type === "list" ? "items" : "text"} or delete the block`,
      );
  });
  const full = fullArticles.includes(slug);
  const words = countWords(body);
  const min = full ? articleWords.full : articleWords.other;
  if (words < min)
    report.error(
      "body",
      `${full ? "the specification's named articles have" : "every article has"} at least ${min} words; this one has ${words}`,
      `add ${min - words} words or more`,
    );
  const headings = body.filter((block) => block.type === "heading").map((block) => block.text);
  const minSections = full ? 4 : 2;
  if (headings.length < minSections)
    report.error(
      "body",
      `an article has at least ${minSections} headed sections (they make its table of contents); this one has ${headings.length}`,
      `add { type: "heading", text: "…" } blocks`,
    );
  const anchors = new Set<string>();
  for (const heading of headings) {
    const anchor = slugify(heading) || "section";
    if (anchors.has(anchor))
      report.error(
        "body",
        `two headings "${heading}" give one anchor #${anchor}`,
        "reword one of them",
      );
    anchors.add(anchor);
  }
  const expected = readingTime(body);
  if (post.readTime !== expected)
    postReport.error(
      "readTime",
      `readTime is the body's words ÷ ${wordsPerMinute}, rounded up: ${words} words is ${show(expected)}${post.readTime === undefined ? ", and it is missing" : `, not ${show(post.readTime)}`}`,
      `write readTime: ${show(expected)}, or run \`npm run check:content -- --fix\` to write it`,
      expected,
    );
}

type Library = {
  file: string;
  noun: string;
  list: readonly Item[];
  featured: Item;
  base: string;
  folder: string;
  exportName: string;
  pages: Record<string, { file: string; page: unknown }>;
  facets: { field: string; allowed: readonly string[]; where: string }[];
};

function checkLibrary(library: Library, problems: Problem[]) {
  const { file, noun, list, featured, base, folder, pages, facets, exportName } = library;
  const all = [...list, featured];
  const reports = listReports(file, noun, all, problems);
  all.forEach((item, index) => {
    const report = reports[index]!;
    if (index === all.length - 1) report.entry = `featured ${report.entry}`;
    report.text(item, "title", '"A Title in Title Case"');
    report.text(item, "description", '"One or two sentences for the card."');
    report.matches(item, "publishDate", monthYear, "a month and year", '"September 2024"');
    report.matches(item, "downloadCount", thousands, "a count with thousands commas", '"3,412"');
    for (const { field, allowed, where } of facets) report.oneOf(item, field, allowed, where);
    const slug = typeof item.slug === "string" ? item.slug : undefined;
    if (!slug || !slugPattern.test(slug)) return;
    const href = `${base}/${slug}`;
    if (item.href !== href)
      report.error("href", `a ${noun} opens its own page, ${href}`, `write href: ${show(href)}`);
    const page = pages[slug];
    const pageFile = `${folder}/${slug}.ts`;
    if (!page || page.page === undefined) {
      report.error(
        "slug",
        `every ${noun} has its page in ${pageFile} (export const ${exportName}), and there is none`,
        `create ${pageFile} (copy a neighbour's and rewrite it), or correct the slug`,
      );
      return;
    }
    checkPageAgrees(item, page.page as Item, new Report(problems, pageFile, `${exportName}`));
  });
  checkPagesOwnCopy(noun, pages, problems);
  const known = new Set(all.map((item) => item.slug));
  for (const [slug, { file: pageFile }] of Object.entries(pages))
    if (!known.has(slug))
      problems.push({
        severity: "error",
        file: pageFile,
        entry: `page "${slug}"`,
        field: "file name",
        rule: `a ${noun} page belongs to a ${noun} listed in ${file}, and none has slug "${slug}"`,
        fix: `add its entry to ${file}, or delete ${pageFile}`,
      });
}

/**
 * Each document page has its own abstract and figures: a page copied from a neighbour (as the
 * guide suggests) and not rewritten repeats its opening paragraph or its first figure.
 */
function checkPagesOwnCopy(noun: string, pages: Library["pages"], problems: Problem[]) {
  const parts: { field: string; of: (page: Item) => unknown }[] = [
    {
      field: "executiveSummary.paragraphs[0]",
      of: (page) => ((page.executiveSummary as Item | undefined)?.paragraphs as unknown[])?.[0],
    },
    {
      field: "keyStats.items[0].label",
      of: (page) => (((page.keyStats as Item | undefined)?.items as Item[])?.[0] as Item)?.label,
    },
  ];
  for (const { field, of } of parts) {
    const seen = new Map<unknown, string>();
    for (const [slug, { file: pageFile, page }] of Object.entries(pages)) {
      const value = page ? of(page as Item) : undefined;
      if (typeof value !== "string") continue;
      const first = seen.get(value);
      if (first === undefined) {
        seen.set(value, pageFile);
        continue;
      }
      problems.push({
        severity: "error",
        file: pageFile,
        entry: `page "${slug}"`,
        field,
        rule: `repeats the ${noun} page ${first} word for word; each ${noun} says its own`,
        fix: `rewrite ${field} for this ${noun}`,
      });
    }
  }
}

/** A document's page and PDF say what its card says: title, date, author, page count. */
function checkPageAgrees(card: Item, page: Item, report: Report) {
  const hero = (page.hero ?? {}) as Item;
  const document = (page.document ?? {}) as Item;
  const agree = (field: string, shown: unknown, expected: unknown, ok = shown === expected) => {
    if (expected !== undefined && shown !== undefined && !ok)
      report.error(
        field,
        `${show(shown)} differs from the card's ${show(expected)}; the card, the page and the PDF say the same`,
        `write ${show(expected)} (or change the card)`,
      );
  };
  agree("hero.title", hero.title, card.title);
  agree("document.title", document.title, card.title);
  agree("document.publishDate", document.publishDate, card.publishDate);
  if (typeof card.author === "string" && typeof document.author === "string")
    agree("document.author", document.author, card.author, document.author.startsWith(card.author));
  if (typeof card.pages === "number" && Array.isArray(hero.badges))
    agree(
      "hero.pages",
      hero.badges.find((badge) => /\bpages$/.test(String(badge))),
      `${card.pages} pages`,
    );
}

function checkInsights({ insights, blog }: ContentInput, problems: Problem[]) {
  const posts = new Set(blog.posts.map((post) => post.slug));
  const reports = listReports(insights.file, "insight", insights.insights, problems);
  insights.insights.forEach((item, index) => {
    const report = reports[index]!;
    report.text(item, "title", '"A Title in Title Case"');
    report.text(item, "excerpt", '"One or two sentences for the card."');
    report.oneOf(item, "category", insights.categories, "insightCategories in src/content/types");
    const href = typeof item.href === "string" ? item.href : "";
    const slug = /^\/resources\/blog\/(.+)$/.exec(href)?.[1];
    if (slug !== undefined && !posts.has(slug))
      report.error(
        "href",
        `the card draws its author, date and reading time from blog post "${slug}", which ${blog.file} does not have`,
        `name an existing post in fromArticle("…"), or add the post "${slug}"`,
      );
    else report.text(item, "author", '"Dr. Sarah Chen"');
  });
}

/**
 * Every value in a module, with the path that leads to it ("aboutPage.hero.actions[0]"). An
 * object met before (a module re-exporting another's) is not walked again.
 */
function* walk(
  value: unknown,
  path: string,
  visited: WeakSet<object>,
): Generator<[string, string, unknown, Item]> {
  if (typeof value !== "object" || value === null || visited.has(value)) return;
  visited.add(value);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${path}[${index}]`, visited);
  } else {
    for (const [key, item] of Object.entries(value)) {
      yield [path, key, item, value as Item];
      yield* walk(item, `${path}.${key}`, visited);
    }
  }
}

function checkEverywhere({ modules, routes }: ContentInput, problems: Problem[]) {
  const seen = new Set<string>();
  const metas = new Map<string, string>();
  const visited = new WeakSet<object>();
  // Collections' index.ts files re-export the modules beside them: read those first.
  const files = Object.keys(modules).sort(
    (a, b) => Number(a.endsWith("/index.ts")) - Number(b.endsWith("/index.ts")),
  );
  for (const file of files)
    for (const [name, value] of Object.entries(modules[file]!))
      for (const [path, key, item, parent] of walk(value, name, visited)) {
        if (key === "href" && typeof item === "string" && item.startsWith("/")) {
          const target = item.split(/[?#]/)[0] || "/";
          const id = `${file}:${path}:${item}`;
          if (routes.has(target) || seen.has(id)) continue;
          seen.add(id);
          const named = parent.title ?? parent.label ?? parent.slug;
          problems.push({
            severity: "error",
            file,
            entry: typeof named === "string" ? `${path} "${named}"` : path,
            field: "href",
            rule: `${show(item)} leads to no page of the site (a visitor would land on the 404 page)`,
            fix: `link to an existing page, e.g. "/resources/blog/<slug of a post>"; every path is in src/routes.tsx`,
          });
        }
        if (key === "meta" && typeof item === "object" && item !== null) {
          const report = new Report(problems, file, `${path}.meta`);
          report.description(item as Item);
          for (const field of ["title", "description"] as const) {
            const text = (item as Item)[field];
            if (typeof text !== "string") continue;
            const first = metas.get(`${field}:${text}`);
            if (first && first !== `${file} › ${path}`)
              report.error(
                field,
                `the same ${field} as ${first}; every page has its own, for search results and link previews`,
                `write a ${field} that says what this page is`,
              );
            else metas.set(`${field}:${text}`, `${file} › ${path}`);
          }
        }
      }
}

/** Every problem of the content, errors and warnings. */
export function checkContent(content: ContentInput): Problem[] {
  const problems: Problem[] = [];
  checkBlog(content, problems);
  const { whitePapers, research } = content;
  checkLibrary(
    {
      file: whitePapers.file,
      noun: "white paper",
      list: whitePapers.papers,
      featured: whitePapers.featured,
      base: "/resources/whitepapers",
      folder: "src/content/resources/white-papers",
      exportName: "whitePaper",
      pages: whitePapers.pages,
      facets: [
        {
          field: "category",
          allowed: whitePapers.categories,
          where: `whitePapersPage.library.categories in ${whitePapers.file}`,
        },
      ],
    },
    problems,
  );
  checkLibrary(
    {
      file: research.file,
      noun: "research study",
      list: research.studies,
      featured: research.featured,
      base: "/resources/research",
      folder: "src/content/resources/research",
      exportName: "researchReport",
      pages: research.pages,
      facets: [
        {
          field: "category",
          allowed: research.categories,
          where: `researchPage.library.categories in ${research.file}`,
        },
        {
          field: "type",
          allowed: research.types,
          where: `researchPage.library.types in ${research.file}`,
        },
      ],
    },
    problems,
  );
  checkInsights(content, problems);
  checkEverywhere(content, problems);
  problems.push(...copyProblems(content.modules));
  return problems;
}

/** One problem as the editor reads it: where, what, and what to do. */
export function formatProblem(problem: Problem): string {
  return `${problem.severity === "error" ? "✗" : "!"} ${problem.file} › ${problem.entry} › ${problem.field}: ${problem.rule}.\n  Fix: ${problem.fix}.`;
}

export function formatProblems(
  problems: readonly Problem[],
  stopped = "nothing was built",
): string {
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  const lines = [...errors, ...warnings].map(formatProblem);
  const summary = errors.length
    ? `Content check: ${errors.length} error${errors.length === 1 ? "" : "s"}${warnings.length ? ` and ${warnings.length} warning${warnings.length === 1 ? "" : "s"}` : ""}; ${stopped}. See docs/content.md for every rule.`
    : `Content check: passed${warnings.length ? ` with ${warnings.length} warning${warnings.length === 1 ? "" : "s"}` : ""}.`;
  return [...lines, summary].join("\n");
}
