import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { outDir } from "../../scripts/build-paths.ts";
import { builtPage, builtRoutes } from "./build";

/**
 * Every text the specification quotes ('Get Started', 'Search articles...') is on the site
 * exactly as written: in a prerendered page (its text or an attribute such as a placeholder),
 * or, for what appears only after an action (a toast, a busy button), in the built code.
 * The specification sits beside the checkout (../shared/spec, or $SPEC_DIR).
 */
const specDir = process.env.SPEC_DIR || path.resolve("..", "shared", "spec");
const specFiles = existsSync(specDir)
  ? readdirSync(specDir).filter((file) => /^\d+_.*\.txt$/.test(file))
  : [];

/**
 * The quoted texts: between single quotes that no letter touches from outside, apostrophes
 * inside allowed ('We'll get back to you …'); examples of a format ("such as '4.2k'") are
 * not texts of the site. A `{placeholder}` ('Sharing on {network}!') stands for any value.
 */
function quotedTexts(spec: string): string[] {
  const texts = [...spec.matchAll(/(?<![A-Za-z])'((?:[^'\n]|'(?=[a-z]))+?)'(?![A-Za-z])/g)]
    .filter((match) => !/such as $/.test(spec.slice(Math.max(0, match.index - 8), match.index)))
    .map((match) => match[1]);
  return [...new Set(texts)];
}

/** Everything a visitor can read without acting: the text and attributes of every page. */
function prerenderedText(): string {
  const pages = [...builtRoutes().map(({ path: route }) => route), "/404"];
  return pages
    .map((route) => {
      const { body } = builtPage(route);
      const named = body.querySelectorAll("[placeholder], [aria-label], [title], [alt], [value]");
      const attributes = [...named].flatMap((element) =>
        ["placeholder", "aria-label", "title", "alt", "value"].map(
          (name) => element.getAttribute(name) ?? "",
        ),
      );
      return [body.textContent ?? "", ...attributes].join("\n");
    })
    .join("\n")
    .replace(/[ \t]+/g, " ");
}

const builtCode = () =>
  readdirSync(path.join(outDir, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(path.join(outDir, "assets", file), "utf8"))
    .join("\n");

it.skipIf(specFiles.length === 0 && !process.env.CI)(
  "every text the specification quotes is on the site exactly as written",
  () => {
    expect(specFiles.length, `specification files in ${specDir}`).toBeGreaterThanOrEqual(2);
    const texts = specFiles.flatMap((file) =>
      quotedTexts(readFileSync(path.join(specDir, file), "utf8")),
    );
    expect(texts.length).toBeGreaterThan(40);
    const pages = prerenderedText();
    const code = builtCode();
    const found = (text: string) => {
      const pattern = new RegExp(
        text
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join(".{1,40}?"),
      );
      return pattern.test(pages) || pattern.test(code);
    };
    const missing = texts.filter((text) => !found(text));
    expect(missing).toEqual([]);
  },
  // 72 pages parsed on a busy 2-core machine.
  60_000,
);
