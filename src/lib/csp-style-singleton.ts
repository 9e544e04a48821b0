/**
 * Stands in for the `react-style-singleton` package (aliased in vite.config.ts), which the
 * scroll lock of a modal Radix menu (react-remove-scroll) uses to add its CSS while it is
 * open. (The header's menus are not modal today; the mobile drawer is a native <dialog>.) The
 * package writes a <style> element, which the site's Content Security Policy
 * (`style-src 'self'`) refuses; a constructed stylesheet is CSSOM, which the policy allows.
 * Same exports and behaviour: the styles apply while at least one user is mounted.
 */
import { useEffect } from "react";

export function stylesheetSingleton() {
  let users = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css: string) {
      if (users === 0 && typeof document !== "undefined") {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      users++;
    },
    remove() {
      users--;
      if (users === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== removed);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- as the package: only a dynamic sheet follows its styles
    }, [styles && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
