import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { insights } from "@/content/resources/insights/insights";
import { bookmarks } from "@/lib/bookmarks";
import BlogPage from "@/pages/blog-page";
import InsightsPage from "@/pages/insights-page";

vi.mock("@/hooks/use-toast", () => ({ useToasts: () => [] }));

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
const postLinks = () => cardLinks("Latest Articles");
const insightLinks = () => cardLinks("Latest Insights");

/** Shows every matching post, step by step, as a visitor would. */
async function revealAll(user: ReturnType<typeof userEvent.setup>) {
  for (;;) {
    const more = screen.queryByRole("button", { name: "Show more articles" });
    if (!more) return;
    await user.click(more);
  }
}

// Rendering and clicking through 28 cards is slow on a busy machine.
describe("blog listing", { timeout: 30_000 }, () => {
  it("shows the featured article and the 28 posts in steps of nine, with a live count", async () => {
    const user = userEvent.setup();
    renderAt("/resources/blog", <BlogPage />);
    expect(screen.getByRole("button", { name: "All Posts" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByText("Showing 28 of 28 articles")).toBeInTheDocument();
    expect(postLinks()).toHaveLength(9);
    expect(screen.getByText("9 of 28 articles shown")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show more articles" }));
    expect(postLinks()).toHaveLength(18);
    expect(screen.getByText("18 of 28 articles shown")).toBeInTheDocument();
    expect(postLinks()[9]).toHaveFocus();

    await revealAll(user);
    expect(postLinks()).toHaveLength(28);
    expect(screen.queryByRole("button", { name: "Show more articles" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read Full Article" })).toHaveAttribute(
      "href",
      "/resources/blog/generative-ai-enterprise",
    );
  });

  it("reads the category from the address and keeps a new choice there", async () => {
    const user = userEvent.setup();
    renderAt("/resources/blog?category=Ethics", <BlogPage />);
    expect(screen.getByRole("button", { name: "Ethics" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "All Posts" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    const ethicsCount = postLinks().length;
    expect(ethicsCount).toBeGreaterThanOrEqual(4);
    expect(ethicsCount).toBeLessThan(28);

    await user.click(screen.getByRole("button", { name: "Best Practices" }));
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/resources/blog?category=Best+Practices",
    );
    expect(screen.getByRole("button", { name: "Best Practices" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await user.click(screen.getByRole("button", { name: "All Posts" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/resources\/blog$/);
    expect(postLinks()).toHaveLength(9);
    await revealAll(user);
    expect(postLinks()).toHaveLength(28);
  });

  it("filters as you type, combines with the category and offers a way out of an empty result", async () => {
    const user = userEvent.setup();
    renderAt("/resources/blog?category=Marketing", <BlogPage />);
    const search = screen.getByRole("searchbox", { name: "Search articles" });
    expect(search).toHaveAttribute("placeholder", "Search articles...");

    await user.type(search, "segmentation");
    expect(postLinks().map((link) => link.getAttribute("href"))).toEqual([
      "/resources/blog/ml-customer-segmentation",
    ]);
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/resources/blog?category=Marketing&q=segmentation",
    );
    expect(screen.queryByRole("link", { name: "Read Full Article" })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "governance");
    expect(postLinks()).toHaveLength(0);
    expect(screen.getByRole("heading", { name: /^No matching articles$/i })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(search).toHaveValue("");
    expect(screen.getByText("Showing 28 of 28 articles")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/resources\/blog$/);
  });

  it("narrows the list to saved posts", async () => {
    const user = userEvent.setup();
    renderAt("/resources/blog?category=Ethics", <BlogPage />);
    await user.click(screen.getByRole("button", { name: /^Bookmark The Ethics of AI/ }));
    await user.click(screen.getByRole("button", { name: /^Saved/ }));
    expect(screen.getByRole("button", { name: /^Saved/ })).toHaveAttribute("aria-pressed", "true");
    expect(postLinks().map((link) => link.getAttribute("href"))).toEqual([
      "/resources/blog/ai-ethics",
    ]);
  });
});

describe("saved posts", { timeout: 30_000 }, () => {
  it("counts and shows only blog posts, the featured one included", async () => {
    const user = userEvent.setup();
    for (const slug of bookmarks.get()) bookmarks.toggle(slug);
    bookmarks.toggle("generative-ai-enterprise");
    bookmarks.toggle("ai-predictions-2025");
    renderAt("/resources/blog", <BlogPage />);
    const saved = screen.getByRole("button", { name: /^Saved/ });
    expect(saved).toHaveTextContent(/1$/);
    await user.click(saved);
    expect(postLinks().map((link) => link.getAttribute("href"))).toEqual([
      "/resources/blog/generative-ai-enterprise",
    ]);
    for (const slug of bookmarks.get()) bookmarks.toggle(slug);
  });
});

describe("insights listing", { timeout: 30_000 }, () => {
  it("starts with All Insights selected and filters the six cards by chip and search", async () => {
    const user = userEvent.setup();
    renderAt("/resources/insights", <InsightsPage />);
    const readLinks = insightLinks;
    expect(screen.getByRole("button", { name: "All Insights" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(readLinks()).toHaveLength(6);

    await user.click(screen.getByRole("button", { name: "Economics" }));
    expect(screen.getByRole("button", { name: "Economics" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: "All Insights" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(readLinks()).toHaveLength(1);
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/resources/insights?category=Economics",
    );

    await user.click(screen.getByRole("button", { name: "Healthcare" }));
    expect(readLinks()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(readLinks()).toHaveLength(6);

    await user.type(screen.getByRole("searchbox", { name: "Search insights" }), "fairness");
    expect(readLinks()).toHaveLength(1);
  });

  it("opens with the category and search from the address", () => {
    renderAt("/resources/insights?category=Ethics&q=fairness", <InsightsPage />);
    expect(screen.getByRole("button", { name: "Ethics" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("searchbox", { name: "Search insights" })).toHaveValue("fairness");
    expect(insightLinks()).toHaveLength(1);
  });

  it("filters the library by a trending topic, keeps it in the address and lets it go again", async () => {
    const user = userEvent.setup();
    renderAt("/resources/insights", <InsightsPage />);
    const topics = screen.getByRole("group", { name: "Filter insights by topic" });
    expect(within(topics).getAllByRole("button")).toHaveLength(6);

    await user.click(within(topics).getByRole("button", { name: /^AI ROI/ }));
    expect(within(topics).getByRole("button", { name: /^AI ROI/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByTestId("location")).toHaveTextContent("/resources/insights?topic=AI+ROI");
    expect(insightLinks().map((link) => link.textContent)).toEqual(
      insights.filter((insight) => insight.topics?.includes("AI ROI")).map(({ title }) => title),
    );
    expect(insightLinks()).toHaveLength(2);
    expect(screen.getByText(/Showing 2 of 6 insights/)).toHaveTextContent("Topic: AI ROI");
    expect(screen.getByRole("heading", { name: "Latest Insights" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Show all topics" }));
    expect(insightLinks()).toHaveLength(6);
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/resources\/insights$/);
  });

  it("makes each card's title its one link, with 'Read More' shown beside it", () => {
    renderAt("/resources/blog?category=Healthcare", <BlogPage />);
    const [first] = postLinks();
    const card = first!.closest("li")!;
    expect(within(card).getAllByRole("link")).toEqual([first]);
    expect(first).toHaveAttribute("href", expect.stringMatching(/^\/resources\/blog\/[a-z0-9-]+$/));
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(first!.textContent!);
    expect(within(card).getByText("Read More")).toBeVisible();
    expect(within(card).getByRole("button", { name: /^Bookmark / })).toBeInTheDocument();
  });
});
