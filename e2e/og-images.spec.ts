import { expect, test } from "@playwright/test";
import { readRoutes } from "./support";

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const metaContent = (html: string, attr: string, name: string) =>
  html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];

test("every page shares its own 1200 by 630 link preview, named after its address", async ({
  request,
}) => {
  const seen = new Set<string>();
  for (const { path, title } of readRoutes()) {
    const html = await (await request.get(path)).text();
    const image = metaContent(html, "property", "og:image");
    expect(image, path).toMatch(/^https?:\/\/[^"]+\/og\/[^"]+\.png$/);
    expect(metaContent(html, "name", "twitter:image"), path).toBe(image);
    expect(seen.has(image!), `${path} shares its preview with another page`).toBe(false);
    seen.add(image!);
    expect(metaContent(html, "property", "og:image:alt"), path).toBe(
      title.replace(/&/g, "&amp;").replace(/"/g, "&quot;"),
    );

    const response = await request.get(new URL(image!).pathname);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/png");
    expect(pngSize(await response.body()), image).toEqual({ width: 1200, height: 630 });
  }
});
