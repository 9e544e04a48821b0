import { describe, expect, it, vi } from "vitest";
import { cn } from "@/lib/utils";
import { twMerge } from "./tailwind-merge";

/** Each element's class attribute that a merger would change: two classes of one group. */
function conflictsIn(html: string): { classes: string; merged: string }[] {
  const document = new DOMParser().parseFromString(html, "text/html");
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

  // Every route of the route table and the 404 page, as the prerender writes them. Classes that
  // only appear after the visitor acts (an open menu, a form's errors) are not covered here.
  it("name at most one class of each group on every element of every page", async () => {
    // As in the server build, so the hero drawings (loaded up front only there) are rendered too.
    vi.stubEnv("SSR", true);
    const { listRoutePaths, render } = await import("@/entry-server");
    const paths = [...(await listRoutePaths()), "/no-such-page"];
    const conflicts: Record<string, { classes: string; merged: string }[]> = {};
    for (const path of paths) {
      const found = conflictsIn((await render(path)).html);
      if (found.length > 0) conflicts[path] = found;
    }
    expect(conflicts).toEqual({});
  }, 300_000);
});
