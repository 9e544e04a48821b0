/** A link that leaves this tab's site whatever the click: another site, a new tab, a download. */
export function leadsOutOfTab(link: HTMLAnchorElement): boolean {
  const url = new URL(link.href, window.location.href);
  return (
    url.origin !== window.location.origin ||
    (link.target !== "" && link.target !== "_self") ||
    link.hasAttribute("download")
  );
}

/**
 * A click on a link the browser should follow itself, app or not: another site, a new tab, a
 * download, a modified or middle click, or an anchor on the page already shown.
 */
export function leftToTheBrowser(link: HTMLAnchorElement, event: MouseEvent): boolean {
  const url = new URL(link.href, window.location.href);
  return (
    leadsOutOfTab(link) ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (url.pathname === window.location.pathname &&
      url.search === window.location.search &&
      url.hash !== "")
  );
}
