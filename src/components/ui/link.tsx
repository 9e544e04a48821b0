import type { ComponentProps } from "react";
import { useHref, useLinkClickHandler, type To } from "react-router-dom";

export type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
};

/**
 * An in-site link: a real <a href> (so it works before hydration, in a new tab and for
 * crawlers) that the router follows without a page load on a plain click.
 * Ours instead of react-router's <Link>, which carries framework-mode prefetching and
 * form code into every page's JavaScript.
 */
export function Link({ to, replace, target, onClick, ...props }: LinkProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) followLink(event);
      }}
    />
  );
}
