import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CodeBlock } from "@/components/resources/docs/code-block";

describe("code block", () => {
  it("shows the code in a captioned figure that keyboard users can focus to scroll", () => {
    render(
      <CodeBlock caption="Install the SDK" language="bash" code="npm install ai-automation-sdk" />,
    );
    const figure = screen.getByRole("figure", { name: "Install the SDK" });
    const pre = figure.querySelector("pre");
    expect(pre?.textContent).toBe("npm install ai-automation-sdk");
    expect(pre?.tabIndex).toBe(0);
  });

  it("copies the code and says so on the button", async () => {
    const user = userEvent.setup();
    render(
      <CodeBlock caption="Install the SDK" language="bash" code="npm install ai-automation-sdk" />,
    );
    await user.click(screen.getByRole("button", { name: "Copy code: Install the SDK" }));
    expect(await navigator.clipboard.readText()).toBe("npm install ai-automation-sdk");
    expect(screen.getByRole("button", { name: "Copied: Install the SDK" })).toHaveTextContent(
      "Copied",
    );
  });
});
