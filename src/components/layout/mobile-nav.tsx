import { Menu } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { shellMenus } from "./shell-menus";

/** The menu button for small screens; the drawer's code loads on first use. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menus = shellMenus.useModule();
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          void shellMenus.load();
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {menus && <menus.MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />}
    </>
  );
}
