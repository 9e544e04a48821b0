import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { headerCta } from "@/content/navigation";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { MobileNavButton } from "./mobile-nav";
import { shellMenus } from "./shell-menus";
import { ThemeToggle } from "./theme-toggle";

const startLoadingMenus = () => void shellMenus.load();

export function SiteHeader() {
  return (
    <header
      className="sticky top-0 z-40 border-b bg-background"
      // The menus' code loads at the first sign the visitor may use them.
      onPointerEnter={startLoadingMenus}
      onFocus={startLoadingMenus}
      onTouchStart={startLoadingMenus}
    >
      <div className="container flex h-16 items-center justify-between gap-4">
        <Logo />
        <MainNav />
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <Button asChild size="sm" hiddenOnPhones className="ml-2">
            <Link to={headerCta.href}>{headerCta.label}</Link>
          </Button>
          <MobileNavButton />
        </div>
      </div>
    </header>
  );
}
