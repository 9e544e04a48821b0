import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
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
  return render(
    <MemoryRouter initialEntries={[path]}>
      {page}
      <LocationProbe />
    </MemoryRouter>,
  );
}

// Rendering and clicking through 28 cards is slow on a busy machine.
describe("blog listing", { timeout: 30_000 }, () => {
  it("shows all 28 posts and the featured article by default", () => {
    renderAt("/resources/blog", <BlogPage />);
    expect(screen.getByRole("button", { name: "All Posts" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getAllByRole("link", { name: /^Read More: / })).toHaveLength(28);
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
    const ethicsCount = screen.getAllByRole("link", { name: /^Read More: / }).length;
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
    expect(screen.getAllByRole("link", { name: /^Read More: / })).toHaveLength(28);
  });

  it("filters as you type, combines with the category and offers a way out of an empty result", async () => {
    const user = userEvent.setup();
    renderAt("/resources/blog?category=Marketing", <BlogPage />);
    const search = screen.getByRole("searchbox", { name: "Search articles" });
    expect(search).toHaveAttribute("placeholder", "Search articles...");

    await user.type(search, "segmentation");
    expect(screen.getAllByRole("link", { name: /^Read More: / })).toHaveLength(1);
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/resources/blog?category=Marketing&q=segmentation",
    );
    expect(screen.queryByRole("link", { name: "Read Full Article" })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "governance");
    expect(screen.queryAllByRole("link", { name: /^Read More: / })).toHaveLength(0);
    expect(screen.getByRole("heading", { name: "No matching articles" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(search).toHaveValue("");
    expect(screen.getAllByRole("link", { name: /^Read More: / })).toHaveLength(28);
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/resources\/blog$/);
  });

  it("narrows the list to saved posts", async () => {
    const user = userEvent.setup();
    renderAt("/resources/blog", <BlogPage />);
    await user.click(screen.getByRole("button", { name: /^Bookmark The Ethics of AI/ }));
    await user.click(screen.getByRole("button", { name: /^Saved/ }));
    expect(screen.getByRole("button", { name: /^Saved/ })).toHaveAttribute("aria-pressed", "true");
    expect(
      screen
        .getAllByRole("link", { name: /^Read More: / })
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/resources/blog/ai-ethics"]);
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
    expect(
      screen
        .getAllByRole("link", { name: /^Read More: / })
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/resources/blog/generative-ai-enterprise"]);
    for (const slug of bookmarks.get()) bookmarks.toggle(slug);
  });
});

describe("insights listing", { timeout: 30_000 }, () => {
  it("starts with All Insights selected and filters the six cards by chip and search", async () => {
    const user = userEvent.setup();
    renderAt("/resources/insights", <InsightsPage />);
    const readLinks = () => screen.queryAllByRole("link", { name: /^Read Analysis: / });
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
    expect(screen.getAllByRole("link", { name: /^Read Analysis: / })).toHaveLength(1);
  });
});
