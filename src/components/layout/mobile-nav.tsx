import { Menu } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { headerCta, mainNav } from "@/content/navigation";
import type { NavItem, NavLink } from "@/content/types";
import { isActivePath } from "@/lib/navigation";
import { cn } from "@/lib/utils";

/** Small screens: a drawer from the right with the same links; dropdown groups become sections. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  const renderLink = (link: NavLink, nested = false) => {
    const active = isActivePath(pathname, link.href, { exact: true });
    return (
      <li key={`${link.href}-${link.label}`}>
        <Link
          to={link.href}
          onClick={close}
          aria-current={active ? "page" : undefined}
          className={cn(
            "block rounded-md px-3 py-2 text-base font-medium hover:bg-accent hover:text-accent-foreground",
            nested && "text-[0.95rem] font-normal text-muted-foreground",
            active && "bg-accent text-accent-foreground",
          )}
        >
          {link.label}
        </Link>
      </li>
    );
  };

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <div className="border-b px-6 py-5">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {mainNav.map((item: NavItem) =>
              item.children ? (
                <li key={item.href} className="pt-3">
                  <p
                    className={cn(
                      "px-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase",
                      isActivePath(pathname, item.href) && "text-primary",
                    )}
                  >
                    {item.label}
                  </p>
                  <ul className="space-y-0.5">{item.children.map((child) => renderLink(child, true))}</ul>
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
      </SheetContent>
    </Sheet>
  );
}
