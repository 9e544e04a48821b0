import { describe, expect, it } from "vitest";
import { cn } from "../../src/lib/utils";
import { builtPage, builtRoutes } from "./build";
import { twMerge } from "./tailwind-merge";

/** Each element's class attribute that a merger would change: two classes of one group. */
function conflictsIn(document: Document): { classes: string; merged: string }[] {
  return [...document.querySelectorAll("[class]")].flatMap((element) => {
    const classes = element.getAttribute("class") ?? "";
    const merged = twMerge(classes);
    return merged === classes ? [] : [{ classes, merged }];
  });
}

describe("class names", () => {
  it("are joined as given, with no merging in the browser", () => {
    expect(cn("px-4", false, ["px-6", { "py-2": true }])).toBe("px-4 px-6 py-2");
  });

  // Every route of the route table and the 404 page, as the prerender wrote them (the hero
  // drawings included). Classes that only appear after the visitor acts (an open menu, a form's
  // errors) are not covered here.
  it("name at most one class of each group on every element of every page", () => {
    const paths = [...builtRoutes().map((route) => route.path), "/404"];
    const conflicts: Record<string, { classes: string; merged: string }[]> = {};
    for (const path of paths) {
      const found = conflictsIn(builtPage(path));
      if (found.length > 0) conflicts[path] = found;
    }
    expect(conflicts).toEqual({});
  });
});
