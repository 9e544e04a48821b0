import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandMarkSvg } from "@/lib/brand-mark";
import { fillThemeColors, hslToHex, themeColors } from "../../scripts/brand/tokens";
import { logoLink } from "@/content/navigation";
import { site } from "@/content/site";
import { hexToChannels, pdfPalette } from "@/lib/brand-tokens";

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

  it("gives the PDFs the light theme's tokens, and pdf.ts writes no colour of its own", () => {
    const light = themeColors("light");
    expect(pdfPalette(light)).toEqual({
      brand: light.primary,
      ink: light.foreground,
      muted: light["muted-foreground"],
      rule: light.border,
      onBrand: light["primary-foreground"],
      onBrandMuted: light.accent,
    });
    expect(hexToChannels("#3322cc")).toEqual([0x33 / 255, 0x22 / 255, 0xcc / 255]);
    const source = readFileSync("src/lib/downloads/pdf.ts", "utf8");
    expect(source).not.toMatch(/rgb\(\s*\d/);
    expect(source).not.toMatch(/#[0-9a-f]{6}\b/i);
  });

  it("fills the browser's theme-color from the background tokens of both themes", () => {
    const html = readFileSync("index.html", "utf8");
    expect(html).not.toMatch(/name="theme-color" content="#/);
    const filled = fillThemeColors(html);
    expect(filled).toContain(
      `<meta name="theme-color" content="${themeColors("light").background}" media="(prefers-color-scheme: light)" />`,
    );
    expect(filled).toContain(
      `<meta name="theme-color" content="${themeColors("dark").background}" media="(prefers-color-scheme: dark)" />`,
    );
  });

  it("writes the site's name once, in site.ts: the logo, its link and the link previews read it", () => {
    expect(site.logoLines.join(" ")).toBe(site.name);
    expect(logoLink.label.startsWith(site.name)).toBe(true);
    const name = new RegExp(site.name.replace(/[&]/g, "(&|&amp;)").replace(/ /g, "\\s+"), "i");
    for (const file of [
      "src/components/layout/logo.tsx",
      "src/content/navigation.ts",
      "scripts/og/render.ts",
    ])
      expect(readFileSync(file, "utf8"), file).not.toMatch(name);
    expect(readFileSync("src/components/layout/logo.tsx", "utf8")).not.toMatch(
      /AUTOMATION|SOFTWARE/,
    );
  });
});
