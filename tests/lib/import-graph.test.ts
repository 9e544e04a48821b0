import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const src = join(root, "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/*
 * Module specifiers a file loads at run time: `import … from`, `export … from`, bare
 * `import "…"` and `import("…")`. Statements that are wholly `import type` / `export type`
 * are erased by the compiler, so they cannot form a cycle and are skipped.
 */
const staticImport = /^\s*(?:import|export)\s+(type\s+)?(?:[^;]*?\s+from\s+)?["']([^"']+)["']/gm;
const dynamicImport = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function specifiers(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(staticImport)) if (!match[1]) found.push(match[2]);
  for (const match of code.matchAll(dynamicImport)) found.push(match[1]);
  return found;
}

const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = join(src, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return undefined; // a package
  const withoutQuery = base.replace(/\?.*$/, "");
  for (const extension of extensions) {
    const candidate = withoutQuery + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const targets = specifiers(readFileSync(file, "utf8"))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== undefined && /\.(ts|tsx)$/.test(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One cycle through each strongly connected component (Tarjan), as a path a → … → a. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;

  function visit(node: string) {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);

  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0];
    // Breadth-first search inside the component for the shortest way back to the start.
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      for (const next of graph.get(node) ?? []) {
        if (!members.has(next)) continue;
        if (next === start) {
          const path = [start];
          for (let step: string | undefined = node; step !== start; step = previous.get(step!))
            path.splice(1, 0, step!);
          return [...path, start];
        }
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    return [start, start];
  });
}

const name = (file: string) => relative(root, file);

describe("the import graph under src/", () => {
  const graph = importGraph();

  it("resolves the app's own imports (the check sees real edges)", () => {
    expect(graph.size).toBeGreaterThan(50);
    const main = graph.get(join(src, "main.tsx")) ?? [];
    expect(main.length).toBeGreaterThan(0);
  });

  it("has no cycle, counting dynamic imports and ignoring type-only ones", () => {
    const cycles = findCycles(graph).map((cycle) => cycle.map(name).join(" -> "));
    expect(cycles).toEqual([]);
  });
});
