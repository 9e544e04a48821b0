import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "react-router-dom";
import { Link } from "@/components/ui/link";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { NavItem } from "@/content/types";
import { isActivePath } from "@/lib/navigation";
import { cn } from "@/lib/utils";
import { navItemClasses, type MenuHandoff } from "./menu-trigger";

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
