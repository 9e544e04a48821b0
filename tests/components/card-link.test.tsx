import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CardLink } from "@/components/ui/card-link";

describe("CardLink", () => {
  it("is named by its label and subject, and its text names the subject too, for crawlers", () => {
    render(
      <MemoryRouter>
        <CardLink to="/services/automation" label="Learn More" subject="AI Automation" />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Learn More: AI Automation" });
    expect(link).toHaveAttribute("href", "/services/automation");
    // What a search engine reads as the link text: not just "Learn More".
    expect(link).toHaveTextContent("Learn More: AI Automation");
    // What a sighted visitor sees: the label, with the subject visually hidden.
    expect(screen.getByText(": AI Automation")).toHaveClass("sr-only");
  });
});
