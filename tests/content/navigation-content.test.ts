import { describe, expect, it } from "vitest";
import { footerColumns, headerCta, mainNav } from "@/content/navigation";
import type { NavItem } from "@/content/types";
import { listRoutePaths } from "@/routes";

describe("navigation content", () => {
  it("only links the header, drawer and footer to real routes", async () => {
    const paths = new Set(await listRoutePaths());
    const hrefs = [
      ...mainNav.flatMap((item: NavItem) => [
        item.href,
        ...(item.children ?? []).map((child) => child.href),
      ]),
      headerCta.href,
      ...footerColumns.flatMap((column) => column.links.map((link) => link.href)),
    ];
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(paths, href).toContain(href.split("#")[0]);
  });
});
