/** The link-preview image of a route, written by the build (scripts/og/render.ts). */
export function ogImagePath(routePath: string): string {
  const trimmed = routePath.replace(/\/+$/, "");
  return trimmed === "" ? "/og/home.png" : `/og${trimmed}.png`;
}
