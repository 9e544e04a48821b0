import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandMarkSvg } from "@/lib/brand-mark";
import { hslToHex, themeColors } from "../../scripts/brand/tokens";

/** The brand's one source: the tokens in src/styles.css and the mark in src/lib/brand-mark.ts. */
describe("the brand", () => {
  it("converts the tokens' H S% L% notation to hex", () => {
    expect(hslToHex("0 0% 100%")).toBe("#ffffff");
    expect(hslToHex("0 100% 50%")).toBe("#ff0000");
    expect(hslToHex("240 100% 25%")).toBe("#000080");
  });

  it("reads each theme's colour tokens from a stylesheet", () => {
    const css =
      ":root { --primary: 0 100% 50%; --radius: 1rem; } .dark { --primary: 120 100% 25%; }";
    expect(themeColors("light", css)).toEqual({ primary: "#ff0000" });
    expect(themeColors("dark", css)).toEqual({ primary: "#008000" });
  });

  it("draws the favicon as the mark in the light theme's colours", () => {
    const light = themeColors("light");
    expect(readFileSync("public/favicon.svg", "utf8").trim()).toBe(
      brandMarkSvg({
        tile: light.primary,
        peak: light["primary-foreground"],
        dot: light["brand-dot"],
      }),
    );
  });
});
