/** True when `href` is the current page or, for a section (e.g. /services), one of its pages. */
export function isActivePath(pathname: string, href: string, { exact = false } = {}): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (href === "/" || exact) return path === href;
  return path === href || path.startsWith(`${href}/`);
}
