import { describe, expect, it } from "vitest";
import { leadsToPage } from "@/boot/static-navigation";

/** The boot shows a tapped link's page itself only for another page of this site, in this tab. */
function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement("a");
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe("leadsToPage", () => {
  it("takes another page of the site, with or without a query or an anchor", () => {
    expect(window.location.pathname).toBe("/");
    expect(leadsToPage(link("/contact"))).toBe(true);
    expect(leadsToPage(link("/services#faq"))).toBe(true);
    expect(leadsToPage(link("/resources/blog?q=health"))).toBe(true);
    expect(leadsToPage(link("/?q=health"))).toBe(true);
  });

  it("leaves the browser other sites, new tabs, downloads, files and the page shown", () => {
    expect(leadsToPage(link("https://github.com/example"))).toBe(false);
    expect(leadsToPage(link("/contact", { target: "_blank" }))).toBe(false);
    expect(leadsToPage(link("/contact", { download: "" }))).toBe(false);
    expect(leadsToPage(link("/resources/whitepapers/ai-roi-guide.pdf"))).toBe(false);
    expect(leadsToPage(link("/rss.xml"))).toBe(false);
    expect(leadsToPage(link("/"))).toBe(false);
    expect(leadsToPage(link("/#services"))).toBe(false);
  });
});
