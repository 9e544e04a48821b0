import type { ComponentProps } from "react";

export type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** A path of the site ("/contact", "/about#careers"). */
  to: string;
};

/**
 * An in-site link: a real <a href> (so it works before hydration, in a new tab and for
 * crawlers). A plain click on it moves inside the app without a page load: the app follows
 * every link to one of its routes itself (`InAppLinks` in src/app.tsx), as it must for links
 * in static sections. So a link runs no router code of its own, which kept it out of the
 * cost of each hydration (about 1 ms per link on a phone).
 */
export function Link({ to, ...props }: LinkProps) {
  return <a {...props} href={to} />;
}
