import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { computeFallbackFaces, fallbackCss, fallbacks } from "../../scripts/og/font-metrics";

const localFontsPresent = fallbacks.every((fallback) =>
  Object.values(fallback.files).every((file) => existsSync(file)),
);

describe("the brand typeface's fallback", () => {
  it.skipIf(!localFontsPresent)(
    "in the stylesheet carries the metrics computed from the font files, so the swap moves nothing",
    () => {
      const stylesheet = readFileSync("src/styles.css", "utf8").replace(/\s+/g, " ");
      for (const face of fallbackCss(computeFallbackFaces()).split("\n@font-face")) {
        const descriptors =
          face.match(/(size-adjust|ascent-override|descent-override|line-gap-override): [^;]+;/g) ??
          [];
        expect(descriptors).toHaveLength(4);
        for (const descriptor of descriptors) expect(stylesheet).toContain(descriptor);
      }
    },
  );

  it("loads only Latin, variable woff2 files, with swap, and preloads the cut face", () => {
    const stylesheet = readFileSync("src/styles.css", "utf8");
    expect(stylesheet).toContain("geist-latin-wght-normal.woff2");
    expect(stylesheet).not.toMatch(/geist-(cyrillic|vietnamese|latin-ext)/);
    expect(stylesheet.match(/font-display: swap/g)).toHaveLength(2);
    expect(readFileSync("index.html", "utf8")).toMatch(
      /rel="preload"\s+href="[^"]*geist-latin-core\.woff2"\s+as="font"\s+type="font\/woff2"\s+crossorigin/,
    );
  });
});
