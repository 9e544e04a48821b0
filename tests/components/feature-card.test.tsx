import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CardCue } from "@/components/sections/card-cue";
import { FeatureCard } from "@/components/ui/card";

function renderCard(href?: string) {
  return render(
    <MemoryRouter>
      <ul>
        <li>
          <FeatureCard
            icon="bot"
            title="Healthcare"
            description="Patient intake built for HIPAA."
            href={href}
            footer={href && <CardCue label="Learn More" look="outline" />}
          >
            <p>Key features</p>
          </FeatureCard>
        </li>
      </ul>
    </MemoryRouter>,
  );
}

describe("FeatureCard", () => {
  it("makes its title the card's one link when it leads somewhere, with its cue still shown", () => {
    renderCard("/industries/healthcare");
    const card = screen.getByRole("listitem");
    const links = within(card).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Healthcare");
    expect(links[0]).toHaveAttribute("href", "/industries/healthcare");
    expect(within(card).getByRole("heading", { name: "Healthcare" })).toContainElement(links[0]);
    expect(within(card).getByText("Learn More")).toBeVisible();
  });

  it("has no link and does not lift on hover when it leads nowhere", () => {
    renderCard();
    const card = screen.getByRole("listitem");
    expect(within(card).queryByRole("link")).toBeNull();
    expect(card.querySelector("[class*='hover:-translate-y']")).toBeNull();
  });
});
