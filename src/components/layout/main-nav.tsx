import { ChevronDown } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { mainNav } from "@/content/navigation";
import type { NavItem } from "@/content/types";
import { isActivePath } from "@/lib/navigation";
import { cn } from "@/lib/utils";

const itemClasses =
  "inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground data-[active=true]:text-foreground data-[active=true]:bg-accent/70";

/** The desktop menu: plain links and Radix dropdowns, all driven by content/navigation.ts. */
export function MainNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNav.map((item: NavItem) => {
          const active = isActivePath(pathname, item.href);
          return (
            <li key={item.href}>
              {item.children ? (
                <DropdownMenu modal={false}>
                  <DropdownMenuTrigger className={itemClasses} data-active={active}>
                    {item.label}
                    <ChevronDown className="size-4 opacity-70" aria-hidden="true" />
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="start" className="w-72">
                    {item.children.map((child) => {
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
              ) : (
                <Link
                  to={item.href}
                  className={itemClasses}
                  data-active={active}
                  aria-current={isActivePath(pathname, item.href, { exact: true }) ? "page" : undefined}
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
