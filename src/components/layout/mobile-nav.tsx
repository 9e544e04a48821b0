import { Menu } from "lucide-react";
import { useRef } from "react";
import { useLocation } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { opensSheet, Sheet } from "@/components/ui/sheet";
import { headerCta, mainNav } from "@/content/navigation";
import type { NavItem, NavLink } from "@/content/types";
import { browserRunsDialogCommands } from "@/lib/dialog-commands";
import { isActivePath } from "@/lib/navigation";
import { cn } from "@/lib/utils";

const drawerId = "mobile-menu";

/** The menu button for small screens, in the header; it opens `MobileNavDrawer`. */
export function MobileNavButton() {
  return (
    <Button
      variant="ghost"
      size="icon"
      // The glyph's drawn edge, not the button's, lines up with the gutter, as the logo does.
      className="-mr-3.5 lg:hidden"
      aria-label="Open menu"
      {...opensSheet(drawerId)}
      onClick={() => {
        if (!browserRunsDialogCommands())
          document.querySelector<HTMLDialogElement>(`#${drawerId}`)?.showModal();
      }}
    >
      <Menu className="size-5" aria-hidden="true" />
    </Button>
  );
}

/**
 * The drawer for small screens: the same links as the header's menus, dropdown groups as
 * sections. Part of every page's markup (at its end, after the footer: it is read last), and
 * opened by the browser itself, so the first tap shows it at once, however far the app still
 * is from taking over.
 */
export function MobileNavDrawer() {
  const { pathname } = useLocation();
  const drawer = useRef<HTMLDialogElement>(null);
  const close = () => drawer.current?.close();

  const renderLink = (link: NavLink, nested = false) => {
    const active = isActivePath(pathname, link.href, { exact: true });
    return (
      <li key={`${link.href}-${link.label}`}>
        <Link
          to={link.href}
          onClick={close}
          aria-current={active ? "page" : undefined}
          className={cn(
            "block rounded-md px-3 py-2 hover:bg-accent hover:text-accent-foreground",
            nested ? "text-[0.95rem] font-normal" : "text-base font-medium",
            active ? "bg-accent text-accent-foreground" : nested && "text-muted-foreground",
          )}
        >
          {link.label}
        </Link>
      </li>
    );
  };

  return (
    <Sheet id={drawerId} ref={drawer} title="Menu" description="Site navigation">
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {mainNav.map((item: NavItem) =>
            item.children ? (
              <li key={item.href} className="pt-3">
                <p
                  className={cn(
                    "px-3 pb-1 text-xs font-semibold tracking-wider uppercase",
                    isActivePath(pathname, item.href) ? "text-primary" : "text-muted-foreground",
                  )}
                >
                  {item.label}
                </p>
                <ul className="space-y-0.5">
                  {item.children.map((child) => renderLink(child, true))}
                </ul>
              </li>
            ) : (
              renderLink(item)
            ),
          )}
        </ul>
      </nav>
      <div className="border-t p-4">
        <Button asChild className="w-full">
          <Link to={headerCta.href} onClick={close}>
            {headerCta.label}
          </Link>
        </Button>
      </div>
    </Sheet>
  );
}
