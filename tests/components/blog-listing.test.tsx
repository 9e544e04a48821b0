import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { REVEAL_STEP } from "@/components/resources/listing-section";
import { blogPage } from "@/content/resources/blog/blog-page";
import { posts } from "@/content/resources/blog/posts";
import {
  featuredInsight,
  insights,
  insightsPage,
  trendingTopics,
} from "@/content/resources/insights/insights";
import type { BlogPostMeta } from "@/content/types";
import { featuredPost, filterPosts, listedPosts } from "@/lib/blog";
import { bookmarks } from "@/lib/bookmarks";
import { coverSlug } from "@/lib/covers";
import { filterItems, listingFields } from "@/lib/listing";
import { fillTemplate } from "@/lib/text";
import BlogPage from "@/pages/blog-page";
import InsightsPage from "@/pages/insights-page";

vi.mock("@/hooks/use-toast", () => ({ useToasts: () => [] }));

/*
 * These pages read their content modules directly, so the expectations are derived from
 * that content (and the labels from the page copy), never counted or copied by hand here.
 */
const listed = listedPosts(posts);
const featured = featuredPost(posts)!;
const { list, search, empty } = blogPage;
const { library, topics: topicsCopy } = insightsPage;

/** A word no post or insight contains. */
const nowhere = "qzxv";

const hrefOf = (post: BlogPostMeta) => `/resources/blog/${post.slug}`;
const inCategory = (category: string) => listed.filter((post) => post.category === category);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The longest plain word of a title: typed into a search box, it finds that entry. */
const wordOf = (title: string) =>
  title
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]+$/.test(word))
    .sort((a, b) => b.length - a.length)[0]
    .toLowerCase();

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string, page: ReactNode) {
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  return render(
    <MemoryRouter initialEntries={[path]}>
      {page}
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** The cards' links in a listing: each card's title is its one link. */
const cardLinks = (listing: string) =>
  within(screen.getByRole("region", { name: listing })).queryAllByRole("link");
const postLinks = () => cardLinks(list.title);
const postHrefs = () => postLinks().map((link) => link.getAttribute("href"));
const insightLinks = () => cardLinks(library.title);
const insightTitles = () => insightLinks().map((link) => link.textContent);

/** Shows every matching post, step by step, as a visitor would. */
async function revealAll(user: ReturnType<typeof userEvent.setup>) {
  for (;;) {
    const more = screen.queryByRole("button", { name: list.revealLabel });
    if (!more) return;
    await user.click(more);
  }
}

beforeEach(() => {
  for (const slug of bookmarks.get()) bookmarks.toggle(slug);
});

// Rendering and clicking through every card is slow on a busy machine.
describe("blog listing", { timeout: 30_000 }, () => {
  it("shows the featured article and every listed post in steps, with a live count", async () => {
    // The steps can only be seen with more posts than two steps show.
    expect(listed.length).toBeGreaterThan(2 * REVEAL_STEP);
    const user = userEvent.setup();
    renderAt("/resources/blog", <BlogPage />);
    expect(screen.getByRole("button", { name: list.allLabel })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const total = listed.length;
    // Above the cards and under them, the same count of what is on screen.
    expect(
      screen.getByText(fillTemplate(list.summary, { shown: REVEAL_STEP, count: total })),
    ).toBeVisible();
    expect(postHrefs()).toEqual(listed.slice(0, REVEAL_STEP).map(hrefOf));
    expect(
      screen.getByText(fillTemplate(list.revealedSummary, { shown: REVEAL_STEP, count: total })),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: list.revealLabel }));
    expect(postLinks()).toHaveLength(2 * REVEAL_STEP);
    expect(
      screen.getByText(
        fillTemplate(list.revealedSummary, { shown: 2 * REVEAL_STEP, count: total }),
      ),
    ).toBeInTheDocument();
    expect(postLinks()[REVEAL_STEP]).toHaveFocus();
    expect(
      screen.getByText(fillTemplate(list.summary, { shown: 2 * REVEAL_STEP, count: total })),
    ).toBeVisible();

    await revealAll(user);
    expect(postHrefs()).toEqual(listed.map(hrefOf));
    expect(screen.queryByRole("button", { name: list.revealLabel })).not.toBeInTheDocument();
    expect(postHrefs()).not.toContain(hrefOf(featured));
    expect(screen.getByRole("link", { name: blogPage.featured.readLabel })).toHaveAttribute(
      "href",
      hrefOf(featured),
    );
  });

  it("reads the category from the address and keeps a new choice there", async () => {
    const user = userEvent.setup();
    renderAt("/resources/blog?category=Ethics", <BlogPage />);
    expect(screen.getByRole("button", { name: "Ethics" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: list.allLabel })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(postHrefs()).toEqual(inCategory("Ethics").slice(0, REVEAL_STEP).map(hrefOf));

    await user.click(screen.getByRole("button", { name: "Best Practices" }));
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/resources/blog?category=Best+Practices",
    );
    expect(screen.getByRole("button", { name: "Best Practices" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(postHrefs()).toEqual(inCategory("Best Practices").slice(0, REVEAL_STEP).map(hrefOf));

    await user.click(screen.getByRole("button", { name: list.allLabel }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/resources\/blog$/);
    expect(postLinks()).toHaveLength(Math.min(REVEAL_STEP, listed.length));
    await revealAll(user);
    expect(postHrefs()).toEqual(listed.map(hrefOf));
  });

  it("filters as you type, combines with the category and offers a way out of an empty result", async () => {
    const [target] = inCategory("Marketing");
    const query = wordOf(target.title);
    const expected = filterPosts(listed, { category: "Marketing", query });
    expect(expected).toContain(target);

    const user = userEvent.setup();
    renderAt("/resources/blog?category=Marketing", <BlogPage />);
    const box = screen.getByRole("searchbox", { name: search.label });
    expect(box).toHaveAttribute("placeholder", search.placeholder);

    await user.type(box, query);
    expect(postHrefs()).toEqual(expected.slice(0, REVEAL_STEP).map(hrefOf));
    // Beside the box: how many posts match, of all of them.
    expect(
      screen.getByText(
        fillTemplate(list.matchesSummaryInCategory, {
          count: expected.length,
          total: listed.length,
          category: "Marketing",
        }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(
      `/resources/blog?category=Marketing&q=${query}`,
    );
    expect(
      screen.queryByRole("link", { name: blogPage.featured.readLabel }),
    ).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, nowhere);
    expect(postLinks()).toHaveLength(0);
    expect(screen.getByRole("heading", { name: empty.title })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: empty.clearLabel }));
    expect(box).toHaveValue("");
    const total = listed.length;
    expect(
      screen.getByText(fillTemplate(list.summary, { shown: REVEAL_STEP, count: total })),
    ).toBeVisible();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/resources\/blog$/);
  });

  it("narrows the list to saved posts", async () => {
    const [saved] = inCategory("Ethics");
    const user = userEvent.setup();
    renderAt("/resources/blog?category=Ethics", <BlogPage />);
    await user.click(
      screen.getByRole("button", {
        name: new RegExp(`^${escape(blogPage.bookmark.label)} ${escape(saved.title)}`),
      }),
    );
    const savedOnly = screen.getByRole("button", { name: new RegExp(`^${list.savedLabel}`) });
    await user.click(savedOnly);
    expect(savedOnly).toHaveAttribute("aria-pressed", "true");
    expect(postHrefs()).toEqual([hrefOf(saved)]);
  });
});

describe("saved posts", { timeout: 30_000 }, () => {
  it("counts and shows only blog posts, the featured one included", async () => {
    const user = userEvent.setup();
    const insightSlug = coverSlug(featuredInsight)!;
    expect(posts.map((post) => post.slug)).not.toContain(insightSlug);
    bookmarks.toggle(featured.slug);
    bookmarks.toggle(insightSlug);
    renderAt("/resources/blog", <BlogPage />);
    const saved = screen.getByRole("button", { name: new RegExp(`^${list.savedLabel}`) });
    expect(saved).toHaveTextContent(/1$/);
    await user.click(saved);
    expect(postHrefs()).toEqual([hrefOf(featured)]);
  });
});

describe("insights listing", { timeout: 30_000 }, () => {
  const titlesOf = (entries: readonly { title: string }[]) => entries.map(({ title }) => title);

  it("starts with All Insights selected and filters the cards by chip and search", async () => {
    const [first] = insights;
    const sameCategory = insights.filter((insight) => insight.category === first.category);
    const query = wordOf(first.title);
    const found = filterItems(insights, { query }, listingFields);
    expect(found).toContain(first);

    const user = userEvent.setup();
    renderAt("/resources/insights", <InsightsPage />);
    expect(screen.getByRole("button", { name: library.allLabel })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(insightTitles()).toEqual(titlesOf(insights));

    await user.click(screen.getByRole("button", { name: first.category }));
    expect(screen.getByRole("button", { name: first.category })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: library.allLabel })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(insightTitles()).toEqual(titlesOf(sameCategory));
    expect(screen.getByTestId("location")).toHaveTextContent(
      `/resources/insights?${new URLSearchParams({ category: first.category })}`,
    );

    const box = screen.getByRole("searchbox", { name: insightsPage.search.label });
    await user.type(box, nowhere);
    expect(insightLinks()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: insightsPage.empty.clearLabel }));
    expect(insightTitles()).toEqual(titlesOf(insights));

    await user.type(box, query);
    expect(insightTitles()).toEqual(titlesOf(found));
  });

  it("opens with the category and search from the address", () => {
    const [first] = insights;
    const query = wordOf(first.title);
    const expected = filterItems(
      insights,
      { query, facets: { category: first.category } },
      listingFields,
    );
    expect(expected).toContain(first);
    renderAt(
      `/resources/insights?${new URLSearchParams({ category: first.category, q: query })}`,
      <InsightsPage />,
    );
    expect(screen.getByRole("button", { name: first.category })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("searchbox", { name: insightsPage.search.label })).toHaveValue(query);
    expect(insightTitles()).toEqual(titlesOf(expected));
  });

  it("filters the library by a trending topic, keeps it in the address and lets it go again", async () => {
    const topic = trendingTopics.find((entry) =>
      insights.some((insight) => insight.topics?.includes(entry.name)),
    )!.name;
    const onTopic = insights.filter((insight) => insight.topics?.includes(topic));

    const user = userEvent.setup();
    renderAt("/resources/insights", <InsightsPage />);
    const topics = screen.getByRole("group", { name: topicsCopy.filterLabel });
    expect(within(topics).getAllByRole("button")).toHaveLength(trendingTopics.length);

    const topicButton = within(topics).getByRole("button", {
      name: new RegExp(`^${escape(topic)}`),
    });
    await user.click(topicButton);
    expect(topicButton).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByTestId("location")).toHaveTextContent(
      `/resources/insights?${new URLSearchParams({ topic })}`,
    );
    expect(insightTitles()).toEqual(titlesOf(onTopic));
    // The count is a span of its own (the search before the app rewrites it); the topic follows it in its line.
    const count = screen.getByText(
      fillTemplate(library.summary, { count: onTopic.length, total: insights.length }),
    );
    expect(count.closest("p")).toHaveTextContent(fillTemplate(topicsCopy.activeLabel, { topic }));
    expect(screen.getByRole("heading", { name: library.title })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: topicsCopy.clearLabel }));
    expect(insightTitles()).toEqual(titlesOf(insights));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/resources\/insights$/);
  });

  it("makes each card's title its one link, with the read-more label shown beside it", () => {
    renderAt("/resources/blog?category=Healthcare", <BlogPage />);
    const [first] = postLinks();
    const card = first!.closest("li")!;
    expect(within(card).getAllByRole("link")).toEqual([first]);
    expect(first).toHaveAttribute("href", expect.stringMatching(/^\/resources\/blog\/[a-z0-9-]+$/));
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(first!.textContent!);
    expect(within(card).getByText(list.readMoreLabel)).toBeVisible();
    expect(
      within(card).getByRole("button", {
        name: new RegExp(`^${escape(blogPage.bookmark.label)} `),
      }),
    ).toBeInTheDocument();
  });
});
