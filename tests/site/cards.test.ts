import { describe, expect, it } from "vitest";
import { blogPage } from "../../src/content/resources/blog/blog-page";
import { posts } from "../../src/content/resources/blog/posts";
import { insights } from "../../src/content/resources/insights/insights";
import { builtFile, builtPage, builtRoutes, visibleText } from "./build";

/**
 * Cards with covers as first served: which cover each card carries and how it is asked for
 * (size, decorative, lazy or at once), one link per card, and the cover files themselves.
 * That the covers arrive in a browser, the clicks, the listing's steps, the phone layout
 * and axe stay in e2e/cards.spec.ts.
 */

/** A landmark region by its accessible name (the heading it is labelled by), any case. */
function region(document: Document, name: string): Element {
  const found = [...document.querySelectorAll("section[aria-labelledby]")].filter((section) => {
    const label = document.getElementById(section.getAttribute("aria-labelledby")!);
    return label && visibleText(label).toLowerCase() === name.toLowerCase();
  });
  expect(found, `the region '${name}'`).toHaveLength(1);
  return found[0]!;
}

/** A listing's cards: list items led by a title. */
const cards = (scope: Element) =>
  [...scope.querySelectorAll("li")].filter((item) => item.querySelector("h3"));

/** The scope's covers as the light theme shows them (each has its dark drawing beside it). */
const covers = (scope: Element) =>
  [...scope.querySelectorAll("img")].filter(isLightCover).map((image) => ({
    src: image.getAttribute("src") ?? "",
    alt: image.getAttribute("alt"),
    width: image.getAttribute("width"),
    height: image.getAttribute("height"),
    loading: image.getAttribute("loading"),
    fetchPriority: image.getAttribute("fetchpriority"),
  }));

const isLightCover = (image: Element) => !image.getAttribute("src")?.endsWith(".dark.svg");

/**
 * Each cover is drawn for both themes: the light file shows unless the page is dark, the dark
 * one (its twin beside it) only then. The dark twin is always lazy, so a page that does not show
 * it never fetches it; above the fold a preload for the system's dark mode brings it early.
 */
function expectDarkTwins(scope: Element) {
  const images = [...scope.querySelectorAll("img")];
  expect(images.length).toBeGreaterThan(0);
  for (const light of images.filter(isLightCover)) {
    const dark = light.nextElementSibling;
    const src = light.getAttribute("src")!;
    expect(dark?.getAttribute("src"), src).toBe(src.replace(/\.svg$/, ".dark.svg"));
    expect(light.classList.contains("dark:hidden"), src).toBe(true);
    expect(dark!.classList.contains("hidden") && dark!.classList.contains("dark:block"), src).toBe(
      true,
    );
    for (const name of ["fetchpriority", "width", "height", "alt"])
      expect(dark!.getAttribute(name), `${src} ${name}`).toBe(light.getAttribute(name));
    expect(dark!.getAttribute("loading"), src).toBe("lazy");
    const darkSrc = dark!.getAttribute("src")!;
    const preloads = [...scope.ownerDocument.querySelectorAll("link[rel=preload][as=image]")];
    const darkPreload = preloads.find((link) => link.getAttribute("href") === darkSrc);
    if (light.getAttribute("loading") === "eager")
      expect(darkPreload?.getAttribute("media"), darkSrc).toBe("(prefers-color-scheme: dark)");
    else expect(darkPreload, darkSrc).toBeUndefined();
  }
  expect(images.filter(isLightCover).length * 2).toBe(images.length);
}

/** The links a visitor with JavaScript sees (a listing's <noscript> list aside). */
const hrefs = (scope: Element) =>
  [...scope.querySelectorAll("a[href]")]
    .filter((link) => !link.closest("noscript"))
    .map((link) => link.getAttribute("href")!);

/** Every card has exactly one link, and that link is its title. */
function expectTitleIsTheOneLink(scope: Element) {
  for (const card of cards(scope)) {
    const links = card.querySelectorAll("a[href]");
    expect(links, visibleText(card).slice(0, 60)).toHaveLength(1);
    expect(visibleText(links[0]!)).toBe(visibleText(card.querySelector("h3")!));
  }
}

const blogCover = /^\/covers\/blog\/[a-z0-9-]+\.svg$/;

describe("the blog listing", () => {
  const document = builtPage("/resources/blog");
  const featuredPost = posts.find((post) => "featured" in post && post.featured)!;

  it("the featured article's cover loads at once, with high priority", () => {
    expect(covers(document.getElementById(blogPage.featured.id)!)).toEqual([
      expect.objectContaining({
        src: `/covers/blog/${featuredPost.slug}.svg`,
        loading: "eager",
        fetchPriority: "high",
      }),
    ]);
    expect(featuredPost.slug).toBe("generative-ai-enterprise");
  });

  it("each of the nine cards shows its own cover, sized, decorative and loaded lazily", () => {
    const listing = region(document, blogPage.list.title);
    expect(cards(listing)).toHaveLength(9);
    const shown = covers(listing);
    expect(shown).toHaveLength(9);
    expect(shown.map((cover) => cover.src)).toEqual(
      hrefs(listing).map((href) =>
        href.replace(/^\/resources\/blog\/(.+)$/, "/covers/blog/$1.svg"),
      ),
    );
    for (const cover of shown)
      expect(cover).toMatchObject({ alt: "", width: "1200", height: "630", loading: "lazy" });
    expectDarkTwins(listing);
    expectDarkTwins(document.getElementById(blogPage.featured.id)!);
  });

  it("a card's title is its one link, and each card shows the 'Read More' cue", () => {
    const listing = region(document, blogPage.list.title);
    expectTitleIsTheOneLink(listing);
    for (const card of cards(listing))
      expect(visibleText(card)).toContain(blogPage.list.readMoreLabel);
    const card = cards(listing).find((item) =>
      /Predictive Analytics for Smarter/i.test(visibleText(item)),
    )!;
    expect(visibleText(card.querySelector("a")!)).toMatch(
      /^Predictive Analytics for Smarter Marketing Spend$/i,
    );
    expect(card.querySelector("a")!.getAttribute("href")).toBe(
      "/resources/blog/predictive-marketing-analytics",
    );
  });

  it("every blog cover is a small SVG file in the build, for each theme", () => {
    for (const { slug } of posts)
      for (const name of [`${slug}.svg`, `${slug}.dark.svg`]) {
        const file = builtFile(`/covers/blog/${name}`);
        expect(file.toString("utf8"), name).toMatch(/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/);
        expect(file.length, name).toBeLessThan(6 * 1024);
      }
  });
});

describe.each(builtRoutes().filter(({ family }) => family === "/resources/blog/:slug"))(
  "the article $path",
  ({ path }) => {
    const document = builtPage(path);

    it("shows its own cover in the header at once (the page's own framing), and related cards have theirs", () => {
      const slug = path.split("/").pop()!;
      expect(covers(document.getElementById("hero")!)).toEqual([
        expect.objectContaining({ src: `/covers/blog/${slug}.detail.svg`, loading: "eager" }),
      ]);
      const related = document.getElementById("related")!;
      expect(cards(related).length).toBeGreaterThan(0);
      expectTitleIsTheOneLink(related);
      for (const card of cards(related)) {
        const images = covers(card);
        expect(images).toHaveLength(1);
        expect(images[0]!.src).toMatch(blogCover);
      }
      expectDarkTwins(related);
      expectDarkTwins(document.getElementById("hero")!);
    });
  },
);

it("the insight cards carry their covers, each card one link", () => {
  const library = region(builtPage("/resources/insights"), "Latest Insights");
  expect(covers(library)).toHaveLength(insights.length);
  expectDarkTwins(library);
  expect(cards(library)).toHaveLength(insights.length);
  expectTitleIsTheOneLink(library);
});

it("the resources hub's featured white paper and study carry their covers", () => {
  const featured = builtPage("/resources").getElementById("featured")!;
  expect(covers(featured).map((cover) => cover.src)).toEqual([
    expect.stringMatching(/^\/covers\/white-papers\/[a-z0-9-]+\.svg$/),
    expect.stringMatching(/^\/covers\/research\/[a-z0-9-]+\.svg$/),
  ]);
  expectDarkTwins(featured);
});
