/**
 * Reads the content as the site will show it and checks it (rules.ts). Loaded through Vite
 * (`npm run check:content`, and the dev server's content-check plugin), so `@/` imports and
 * `import.meta.glob` work, and a file added to a content folder is read without an edit here.
 */
import { fullArticles } from "@/content/resources/blog/full-articles";
import { posts } from "@/content/resources/blog/posts";
import { insights } from "@/content/resources/insights/insights";
import {
  featuredStudy,
  researchPage,
  researchStudies,
} from "@/content/resources/research/research";
import {
  featuredWhitePaper,
  whitePapers,
  whitePapersPage,
} from "@/content/resources/white-papers/white-papers";
import { blogCategories, insightCategories } from "@/content/types";
import { listRoutePaths } from "@/routes";
import { coverWarnings } from "../covers/catalog.ts";
import { checkContent, type ContentInput, type Problem } from "./rules.ts";
import { typefaceProblems } from "./typeface.ts";

const modules = import.meta.glob<Record<string, unknown>>(
  ["/src/content/**/*.ts", "!/src/content/types/**"],
  { eager: true },
);

const file = (path: string) => path.slice(1);
const slugOf = (path: string) => path.replace(/^.*\/(.+)\.ts$/, "$1");

function byFolder(folder: string, exportName: string, skip: readonly string[]) {
  return Object.fromEntries(
    Object.entries(modules)
      .filter(
        ([path]) => path.startsWith(`/${folder}/`) && !path.slice(folder.length + 2).includes("/"),
      )
      .filter(([path]) => !skip.includes(slugOf(path)))
      .map(([path, module]) => [slugOf(path), { file: file(path), page: module[exportName] }]),
  );
}

/** The content as the checks read it. */
export async function contentInput(): Promise<ContentInput> {
  const bodies = Object.fromEntries(
    Object.entries(byFolder("src/content/resources/blog/articles", "body", [])).map(
      ([slug, { file, page }]) => [slug, { file, body: page }],
    ),
  );
  return {
    blog: {
      file: "src/content/resources/blog/posts.ts",
      posts,
      categories: blogCategories,
      bodies,
      fullArticles,
    },
    whitePapers: {
      file: "src/content/resources/white-papers/white-papers.ts",
      papers: whitePapers,
      featured: featuredWhitePaper,
      categories: whitePapersPage.library.categories,
      pages: byFolder("src/content/resources/white-papers", "whitePaper", [
        "white-papers",
        "paper-template",
      ]),
    },
    research: {
      file: "src/content/resources/research/research.ts",
      studies: researchStudies,
      featured: featuredStudy,
      categories: researchPage.library.categories,
      types: researchPage.library.types,
      pages: byFolder("src/content/resources/research", "researchReport", [
        "research",
        "report-template",
      ]),
    },
    insights: {
      file: "src/content/resources/insights/insights.ts",
      insights,
      categories: insightCategories,
    },
    modules: Object.fromEntries(
      Object.entries(modules).map(([path, module]) => [file(path), module]),
    ),
    routes: new Set(await listRoutePaths()),
  };
}

const choicesFile = "scripts/covers/choices.ts";
const sharedWhat = {
  motif: (other: string) =>
    `shares its picture with ${other}'s, up to three cards away in a listing`,
  tone: (other: string) => `shares its tone with ${other}'s, next to it in a listing`,
  look: (other: string) => `looks the same as ${other}'s (picture and tone) on one page`,
};

/** The covers' variety rules, as warnings naming the item to change (one per item). */
export function coverProblems(): Problem[] {
  const { clashes, samey, staleChoices } = coverWarnings();
  const keys = [...new Set(clashes.map((clash) => clash.key))];
  return [
    ...keys.map((key): Problem => {
      const mine = clashes.filter((clash) => clash.key === key);
      const suggestion = mine[0]!.suggestion;
      return {
        severity: "warning",
        file: choicesFile,
        entry: `cover of ${key}`,
        field: "look",
        rule: `the cover ${mine.map(({ other, shared }) => sharedWhat[shared](other)).join("; and ")}`,
        fix: suggestion
          ? `add "${key}": { motif: "${suggestion.motif}", palette: "${suggestion.palette}" }, to ${choicesFile} (no other cover changes)`
          : `no look fits beside its neighbours; reword the item's title, or pick its motif in ${choicesFile}`,
      };
    }),
    ...samey.map(({ order, motifs, key, suggestion }): Problem => ({
      severity: "warning",
      file: choicesFile,
      entry: `cover of ${key}`,
      field: "look",
      rule: `the first nine cards of ${order} show ${motifs} pictures; a listing of nine shows at least seven, and this cover repeats one of them`,
      fix: suggestion
        ? `add "${key}": { motif: "${suggestion}" }, to ${choicesFile} (no other cover changes)`
        : `no unused picture fits it; reword the item's title, or pick its motif in ${choicesFile}`,
    })),
    ...staleChoices.map((key): Problem => ({
      severity: "warning",
      file: choicesFile,
      entry: `"${key}"`,
      field: "key",
      rule: "records a cover for an item that no longer exists",
      fix: "delete the entry",
    })),
  ];
}

/**
 * Every content problem, then (when the content itself is sound) the covers' and the
 * typeface's warnings.
 */
export async function checkLoadedContent(): Promise<Problem[]> {
  const input = await contentInput();
  const problems = checkContent(input);
  if (problems.some((problem) => problem.severity === "error")) return problems;
  return [...problems, ...coverProblems(), ...typefaceProblems(input.modules)];
}
