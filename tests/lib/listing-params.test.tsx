import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { useListingParams } from "@/hooks/use-listing-params";

const categories = ["Ethics", "Strategy"] as const;

function renderListing(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ listing: useListingParams({ category: categories }), location: useLocation() }),
    { wrapper },
  );
}

describe("a listing's address", () => {
  it("keeps a chosen category when the search is typed before the page has redrawn", () => {
    const { result } = renderListing("/resources/insights");
    // A quick visitor: the chip, then a keystroke, in the same moment.
    act(() => {
      result.current.listing.setFacet("category", "Ethics");
      result.current.listing.setQuery("fairness");
    });
    expect(result.current.location.search).toBe("?category=Ethics&q=fairness");
  });

  it("still follows an address changed from elsewhere once it has been drawn", () => {
    const { result } = renderListing("/resources/insights?category=Ethics");
    act(() => result.current.listing.setQuery("fairness"));
    act(() => result.current.listing.setFacet("category", "Strategy"));
    expect(result.current.location.search).toBe("?category=Strategy&q=fairness");
  });
});
