import { ChevronDown, Monitor, Moon, Sun } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "react-router-dom";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { headerCta, mainNav } from "@/content/navigation";
import type { NavItem, NavLink } from "@/content/types";
import { isActivePath } from "@/lib/navigation";
import { themes, type Theme } from "@/lib/theme";
import { cn } from "@/lib/utils";
import { navItemClasses, type MenuHandoff } from "./menu-trigger";
import { useTheme } from "./theme-sync";

function useFocusOnMount(focus: boolean): RefObject<HTMLButtonElement | null> {
  const ref = useRef<HTMLButtonElement>(null);
  const [shouldFocus] = useState(focus);
  useEffect(() => {
    if (shouldFocus) ref.current?.focus();
  }, [shouldFocus]);
  return ref;
}

export function NavDropdownMenu({
  item,
  active,
  defaultOpen,
  focusTrigger,
}: MenuHandoff & { item: NavItem; active: boolean }) {
  const { pathname } = useLocation();
  const triggerRef = useFocusOnMount(focusTrigger);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} className={navItemClasses} data-active={active}>
        {item.label}
        <ChevronDown className="size-4 opacity-70" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        {item.children?.map((child) => {
          const childActive = isActivePath(pathname, child.href, { exact: true });
          return (
            <DropdownMenuItem key={child.href} asChild>
              <Link
                to={child.href}
                aria-current={childActive ? "page" : undefined}
                className={cn(
                  "flex-col items-start gap-0.5",
                  childActive && "bg-accent text-accent-foreground",
                )}
              >
                <span className="font-medium">{child.label}</span>
                {child.description && (
                  <span className="text-xs text-muted-foreground">{child.description}</span>
                )}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const themeOptions: Record<Theme, { label: string; Icon: typeof Sun }> = {
  light: { label: "Light", Icon: Sun },
  dark: { label: "Dark", Icon: Moon },
  system: { label: "System", Icon: Monitor },
};

export function ThemeMenu({ defaultOpen, focusTrigger }: MenuHandoff) {
  const { theme, setTheme } = useTheme();
  const triggerRef = useFocusOnMount(focusTrigger);
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} variant="ghost" size="icon" aria-label="Change theme">
          <Sun className="dark:hidden" aria-hidden="true" />
          <Moon className="hidden dark:block" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          {themes.map((option) => {
            const { label, Icon } = themeOptions[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <Icon aria-hidden="true" />
                {label}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

type MobileDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** Small screens: the same links in a drawer from the right; dropdown groups become sections. */
export function MobileDrawer({ open, onOpenChange, returnFocusTo }: MobileDrawerProps) {
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);

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
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
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
      </SheetContent>
    </Sheet>
  );
}
