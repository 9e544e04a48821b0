/**
 * Each page family's own stylesheet, in its HTML (scripts/prerender.ts): the site's stylesheet
 * less every rule whose classes none of the family's pages use. A page then paints from its
 * HTML alone, one round trip sooner than with a stylesheet of its own to fetch (about 200 ms
 * on the bench's phone), and its browser matches a third of the rules. The app reads the whole
 * stylesheet when it takes over (src/boot/page-code.ts), for what it draws that the HTML did
 * not hold (menus, messages, other pages).
 *
 * A rule is kept when one of its selectors names only classes the pages carry, counting the
 * theme's `dark` (set on <html> before the first paint). Classes inside `:not()` and `:has()`,
 * and inside an `:is()` or `:where()` of several selectors, are not counted, so a rule that
 * might match is never left out.
 * At-rules without selectors (`@font-face`, `@property`, `@keyframes`) are all kept, apart:
 * `sharedAtRules` takes them out into a sheet every page shares, which showing another page
 * never replaces (swapping them with the rest cost a phone about 150 ms per page: the
 * typeface and the registered properties were set up again).
 */
import postcss, { type AtRule, type Rule } from "postcss";

/** Classes set by script before the app, on elements the HTML already holds. */
const classesSetBeforeApp = ["dark"];

/** The class names in an HTML document's `class` attributes. */
export function classesOf(html: string): Set<string> {
  const classes = new Set(classesSetBeforeApp);
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of decodeAttribute(value).split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** `css` less the rules that can match nothing in a document whose classes are `classes`. */
export function criticalCss(css: string, classes: Set<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    if (isKeyframe(rule)) return;
    const used = splitTopLevel(rule.selector, ",").some((selector) =>
      classesRequiredBy(selector).every((name) => classes.has(name)),
    );
    if (!used) rule.remove();
  });
  // Media queries, layers and supports blocks left empty.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule: AtRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return `${layerOrder(css)}${root.toString()}`;
}

/**
 * The cascade layers in the order `css` names them, as one statement: a part of the stylesheet
 * without one of them (a page with no component rules) would otherwise move it after the
 * others once the whole stylesheet is added, and its rules would win over the utilities.
 */
function layerOrder(css: string): string {
  const names: string[] = [];
  postcss.parse(css).each((node) => {
    if (node.type !== "atrule" || node.name !== "layer") return;
    for (const name of node.params.split(",").map((param) => param.trim()))
      if (name && !names.includes(name)) names.push(name);
  });
  return names.length ? `@layer ${names.join(",")};` : "";
}

/** The top-level at-rules that define rather than style, out of `css`: [shared, rest]. */
export function sharedAtRules(css: string): [shared: string, rest: string] {
  const root = postcss.parse(css);
  const shared = postcss.root();
  root.each((node) => {
    if (node.type === "atrule" && /^(font-face|property|(-\w+-)?keyframes)$/.test(node.name)) {
      shared.append(node.clone());
      node.remove();
    }
  });
  return [`${layerOrder(css)}${shared.toString()}`, root.toString()];
}

function isKeyframe(rule: Rule): boolean {
  const parent = rule.parent;
  return parent?.type === "atrule" && /keyframes$/.test((parent as AtRule).name);
}

/**
 * The classes a selector needs: those outside functional pseudo-classes, and those inside an
 * `:is()` or `:where()` of one selector (Tailwind's `:where(.space-y-4 > :not(:last-child))`).
 */
export function classesRequiredBy(selector: string): string[] {
  let outside = "";
  const inside: string[] = [];
  let depth = 0;
  let argument = "";
  let pseudo = "";
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === "\\") {
      const escaped = char + (selector[i + 1] ?? "");
      if (depth === 0) outside += escaped;
      else argument += escaped;
      i++;
    } else if (char === "(") {
      if (depth === 0) pseudo = outside.match(/:([\w-]+)$/)?.[1] ?? "";
      else argument += char;
      depth++;
    } else if (char === ")") {
      depth--;
      if (depth > 0) argument += char;
      else {
        const alternatives = splitTopLevel(argument, ",");
        if ((pseudo === "is" || pseudo === "where") && alternatives.length === 1)
          inside.push(...classesRequiredBy(argument));
        argument = "";
      }
    } else if (depth === 0) outside += char;
    else argument += char;
  }
  const own = [...outside.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) =>
    name.replace(/\\(.)/g, "$1"),
  );
  return [...own, ...inside];
}

/** Splits on `separator` where it is not inside parentheses or escaped. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "\\") {
      current += char + (text[i + 1] ?? "");
      i++;
      continue;
    }
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (char === separator && depth === 0) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** The entities React writes in attribute values. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
