import { ChevronDown } from "lucide-react";
import { useLocation } from "react-router-dom";
import { Link } from "@/components/ui/link";
import { mainNav } from "@/content/navigation";
import type { NavItem } from "@/content/types";
import { isActivePath } from "@/lib/navigation";
import { navItemClasses } from "./menu-trigger";
import { shellMenus, useMenuPlaceholder } from "./shell-menus";

/** The desktop menu, driven by content/navigation.ts. */
export function MainNav() {
  const { pathname } = useLocation();
  const menus = shellMenus.useModule();
  return (
    <nav aria-label="Main" className="hidden lg:block" data-menus-ready={menus ? "true" : "false"}>
      <ul className="flex items-center gap-1">
        {mainNav.map((item: NavItem) => {
          const active = isActivePath(pathname, item.href);
          return (
            <li key={item.href}>
              {item.children ? (
                <NavDropdown item={item} active={active} />
              ) : (
                <Link
                  to={item.href}
                  className={navItemClasses}
                  data-active={active}
                  aria-current={
                    isActivePath(pathname, item.href, { exact: true }) ? "page" : undefined
                  }
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

/** A plain button until the Radix dropdown arrives; a click before then opens it as soon as it does. */
function NavDropdown({ item, active }: { item: NavItem; active: boolean }) {
  const { menus, handoff, triggerProps } = useMenuPlaceholder();
  if (menus) return <menus.NavDropdownMenu item={item} active={active} {...handoff} />;
  return (
    <button type="button" className={navItemClasses} data-active={active} {...triggerProps}>
      {item.label}
      <ChevronDown className="size-4 opacity-70" aria-hidden="true" />
    </button>
  );
}
