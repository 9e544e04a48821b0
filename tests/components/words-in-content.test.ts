import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Words are content (docs/design.md): a component renders what a content module gives it. This
 * reads every component and page as TypeScript and lists each word written in it that a visitor
 * could read: JSX text, a string given as a child, and a string given to a prop that is shown
 * (title, label, detail, placeholder, alt, description, heading, text). Chrome by design, the
 * accessible names of generic controls and the words of hidden helpers, is named below.
 */
const chrome: Record<string, string[]> = {
  "src/components/layout/main-nav.tsx": ["Main"],
  "src/components/layout/mobile-nav.tsx": ["Open menu", "Menu", "Site navigation", "Mobile"],
  "src/components/layout/theme-toggle.tsx": ["Change theme", "Theme"],
  "src/components/layout/site-footer.tsx": ["Social media"],
  "src/components/layout/skip-link.tsx": ["Skip to content"],
  // Never shown: the honeypot's label, read only by the bots that fill it.
  "src/components/ui/honeypot-field.tsx": ["Leave this field empty"],
  "src/components/ui/toast.tsx": ["Close notification"],
};

const shownProps = new Set([
  "title",
  "label",
  "detail",
  "placeholder",
  "alt",
  "aria-label",
  "description",
  "heading",
  "text",
]);
const hasWord = (text: string) => /\p{L}{2,}/u.test(text);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => path.join(folder, file));
}

/** The readable words written in one file, as `file: "words"`. */
function wordsIn(file: string, source = readFileSync(file, "utf8")): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWord(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      shownProps.has(node.name.getText()) &&
      hasWord(node.initializer.text)
    )
      found.push(node.initializer.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) ||
        ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      ts.isJsxElement(node.parent) &&
      hasWord(node.expression.text)
    )
      found.push(node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe("words in content", () => {
  it("finds a word written in a component, and only words", () => {
    expect(
      wordsIn(
        "fixture.tsx",
        `export const A = () => <p title="Shown" className="px-2">Hello <b>{"there"}</b> {name} 42</p>;`,
      ),
    ).toEqual(["Shown", "Hello", "there"]);
  });

  it("leaves no visible word in a component or page but the chrome named here", () => {
    const stray = [...sourceFiles("src/components"), ...sourceFiles("src/pages")].flatMap((file) =>
      wordsIn(file)
        .filter((words) => !chrome[file]?.includes(words))
        .map((words) => `${file}: "${words}"`),
    );
    expect(stray).toEqual([]);
    // Parsing some 200 files takes a few seconds on a busy machine.
  }, 60_000);
});
