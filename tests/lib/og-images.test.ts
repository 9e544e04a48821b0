import { describe, expect, it } from "vitest";
import { ogImagePath } from "@/lib/og-image";
import { readFileSync } from "node:fs";
import { linkPreviews } from "@/content/link-previews";
import { site } from "@/content/site";
import { ogFamilyOf, ogLabelOf, renderOgImage } from "../../scripts/og/render";

describe("link previews", () => {
  it("gives every address its own file, the home page included", () => {
    expect(ogImagePath("/")).toBe("/og/home.png");
    expect(ogImagePath("/services/automation")).toBe("/og/services/automation.png");
    expect(ogImagePath("/resources/blog/ai-roi-measurement/")).toBe(
      "/og/resources/blog/ai-roi-measurement.png",
    );
  });

  it("draws each family's motif: services, industries, resources, white papers, research, docs, about, case studies, contact, home, legal and the 404 page", () => {
    expect(ogFamilyOf("/")).toBe("home");
    expect(ogFamilyOf("/services/web-development")).toBe("services");
    expect(ogFamilyOf("/industries/healthcare")).toBe("industries");
    expect(ogFamilyOf("/resources/blog/ai-roi-measurement")).toBe("resources");
    expect(ogFamilyOf("/resources/insights/ai-predictions-2025")).toBe("resources");
    expect(ogFamilyOf("/resources/whitepapers/ai-roi-guide")).toBe("white-papers");
    expect(ogFamilyOf("/resources/white-papers")).toBe("white-papers");
    expect(ogFamilyOf("/resources/research/enterprise-ai-adoption-trends")).toBe("research");
    expect(ogFamilyOf("/resources/docs/api-documentation")).toBe("docs");
    expect(ogFamilyOf("/about")).toBe("about");
    expect(ogFamilyOf("/case-studies")).toBe("case-studies");
    expect(ogFamilyOf("/contact")).toBe("contact");
    expect(ogFamilyOf("/privacy")).toBe("legal");
    expect(ogFamilyOf("/404")).toBe("not-found");
  });

  it("labels each preview with words from content (link-previews.ts), the home page with the site's name", () => {
    expect(ogLabelOf("/")).toBe(site.name);
    expect(ogLabelOf("/case-studies")).toBe(linkPreviews.familyLabels["case-studies"]);
    expect(ogLabelOf("/resources/whitepapers/ai-roi-guide")).toBe(
      linkPreviews.familyLabels["white-papers"],
    );
    expect(ogLabelOf("/resources/blog/ai-roi-measurement")).toBe("Blog");
    expect(ogLabelOf("/resources/insights/ai-predictions-2025")).toBe("Insights");
    const renderer = readFileSync("scripts/og/render.ts", "utf8");
    for (const label of [
      ...Object.values(linkPreviews.familyLabels),
      ...linkPreviews.listingLabels.map(({ label }) => label),
    ])
      expect(renderer, label).not.toContain(`"${label}"`);
  });

  it("renders a 1200 by 630 PNG", async () => {
    const png = Buffer.from(
      await renderOgImage("Low-Code Automation Services", "/services", "example.com"),
    );
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }, 30_000);
});
