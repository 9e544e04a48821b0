import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { NewsletterLinkSection } from "@/components/newsletter/newsletter-link-section";
import { newsletterConfirmPage as content } from "@/content/newsletter-pages";

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
    expect(screen.getByRole("link", { name: content.homeLink.label })).toHaveAttribute("href", "/");
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
