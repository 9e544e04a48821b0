import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { InAppLinks } from "@/app";
import { Link } from "@/components/ui/link";

/** A link and the app's one click handler for links (a Link is a plain <a>). */
function renderSite() {
  return render(
    <MemoryRouter initialEntries={["/"]}>
      <InAppLinks />
      <Routes>
        <Route
          path="/"
          element={
            <Link to="/about" className="nav-link" aria-describedby="hint">
              About us
            </Link>
          }
        />
        <Route path="/about" element={<h1>About page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("Link, followed by the app", () => {
  it("is a real link with the route's address and the given attributes", () => {
    renderSite();
    const link = screen.getByRole("link", { name: "About us" });
    expect(link).toHaveAttribute("href", "/about");
    expect(link).toHaveClass("nav-link");
    expect(link).toHaveAttribute("aria-describedby", "hint");
  });

  it("shows the page in place on a plain click", async () => {
    renderSite();
    await userEvent.click(screen.getByRole("link", { name: "About us" }));
    expect(screen.getByRole("heading", { name: "About page" })).toBeInTheDocument();
  });

  it("leaves a Ctrl or Cmd click to the browser (a new tab)", () => {
    renderSite();
    const link = screen.getByRole("link", { name: "About us" });
    // Record whether the link cancelled the click, then cancel it ourselves: jsdom cannot
    // open another document and would only log that it tried.
    let cancelledByLink: boolean | undefined;
    const observe = (event: MouseEvent) => {
      cancelledByLink = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", observe);
    fireEvent.click(link, { ctrlKey: true });
    window.removeEventListener("click", observe);
    expect(cancelledByLink).toBe(false);
    expect(screen.queryByRole("heading", { name: "About page" })).not.toBeInTheDocument();
  });
});
