import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { NewsletterLinkSection } from "@/components/newsletter/newsletter-link-section";
import type { NewsletterLinkPageContent } from "@/content/types/legal";

const content: NewsletterLinkPageContent = {
  meta: { title: "Confirm", description: "Confirm your address." },
  title: "Link Page",
  working: { title: "Working on it", description: "A moment." },
  done: { title: "All done", description: "Thanks." },
  missingToken: { title: "Incomplete link", description: "Open the link again." },
  failed: { title: "Could not reach the server", description: "Try again." },
  retryLabel: "Retry",
  homeLink: { label: "Home page", href: "/home" },
};

function renderAt(url: string, action: (token: string) => Promise<void>) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <NewsletterLinkSection content={content} action={action} />
    </MemoryRouter>,
  );
}

describe("newsletter link page", () => {
  it("sends the link's token and shows the neutral outcome", async () => {
    const action = vi.fn().mockResolvedValue(undefined);
    renderAt("/newsletter/confirm?token=abc123", action);
    expect(await screen.findByText(content.done.title)).toBeInTheDocument();
    expect(action).toHaveBeenCalledWith("abc123");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(content.title);
    expect(screen.getByRole("link", { name: content.homeLink.label })).toHaveAttribute(
      "href",
      "/home",
    );
  });

  it("explains a link without a token and calls nothing", async () => {
    const action = vi.fn();
    renderAt("/newsletter/confirm", action);
    expect(await screen.findByText(content.missingToken.title)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it("shows an error with a retry button when the call fails, and retries", async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(undefined);
    renderAt("/newsletter/confirm?token=abc123", action);
    const retry = await screen.findByRole("button", { name: content.retryLabel });
    expect(screen.getByText(content.failed.title)).toBeInTheDocument();
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText(content.done.title)).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("button", { name: content.retryLabel })).not.toBeInTheDocument();
  });
});
