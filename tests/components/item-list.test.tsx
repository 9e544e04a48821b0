import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ItemList } from "@/components/sections/item-list";
import { BadgeList } from "@/components/ui/badge";

const steps = [
  { title: "Get a key", description: "From the dashboard." },
  { title: "Call the API", description: "With the key in a header." },
];

describe("ItemList", () => {
  it("shows every item in order, each drawn by the render function with its place", () => {
    render(
      <ItemList
        items={steps}
        ordered
        render={(step, index) => (
          <h3>
            {index + 1}. {step.title}
          </h3>
        )}
      />,
    );
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["1. Get a key", "2. Call the API"]);
  });

  it("shows what goes before the items inside the list, and no more items than it was given", () => {
    render(
      <ItemList
        items={steps}
        before={<span>Timeline</span>}
        render={(step) => <p>{step.description}</p>}
      />,
    );
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("UL");
    expect(within(list).getByText("Timeline")).toBeVisible();
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  });
});

describe("BadgeList", () => {
  it("shows each tag as an item of a list named for screen readers", () => {
    render(<BadgeList items={["Python", "Kafka"]} label="Expertise" />);
    const list = screen.getByRole("list", { name: "Expertise" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Python", "Kafka"]);
  });
});
