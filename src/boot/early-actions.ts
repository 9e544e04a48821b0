/**
 * What a visitor does before the app has taken over the prerendered page, kept and carried out
 * once it has (no tap lost, none repeated). Part of the boot: it holds from the boot's start
 * until the lifecycle goes live (src/boot/lifecycle.ts).
 *
 * - Clicks on controls (buttons, internal links, labels, checkboxes) and form submissions are
 *   held: their default is prevented, and the same click or submission is dispatched again on
 *   the same element once React listens. A link so becomes an in-app navigation.
 * - What plain HTML does alone is left to it: the FAQ's <details>, the mobile menu's
 *   <dialog>, the theme menu's popover, anchors on the page, links to other sites, new tabs
 *   and downloads. A theme chosen there is the boot's (src/boot/theme-choice.ts).
 * - A link to another page of the site is the boot's to show without the app
 *   (src/boot/boot.ts, which sees the click first and asks `holdsNothing`).
 * - Typed text and chosen options are kept by the browser and noted here as they change; after
 *   the takeover each such field tells React its value, as if typed just then. (React keeps a
 *   field's value through hydration without knowing it changed, and resets a controlled field
 *   to its state on the next render, so a field not reported would be emptied.)
 * - A listing's search box shows its results at once (src/boot/early-search.ts); a control
 *   clicked in those results is clicked again in the app's own, once they show the search.
 */
import { browserRunsDialogCommands } from "@/lib/dialog-commands";
import { leftToTheBrowser } from "@/lib/in-app-link";
import { isEarlySearchField, liveCounterpart, showEarlyResults } from "./early-search";
import type { Lifecycle } from "./lifecycle";
import { themeChoice } from "./theme-choice";

const controls = [
  "a[href]",
  "button",
  "label",
  "[role=button]",
  "[role=tab]",
  "[role=switch]",
  "[role=checkbox]",
  "input[type=checkbox]",
  "input[type=radio]",
  "input[type=submit]",
  "input[type=button]",
].join(",");

export type EarlyActions = {
  /** Whether nothing is held: a link may then leave the page without losing a click. */
  holdsNothing: () => boolean;
};

/**
 * Holds actions from now until the lifecycle goes live, then tells React what was typed and
 * carries out what was held, in the order the visitor did it, in a task of its own (React
 * applies what an event changes only outside its own effects, where the signal comes from).
 * The listeners are the window's, so they run before any the boot adds to the document.
 */
export function holdEarlyActions(lifecycle: Lifecycle, signal?: AbortSignal): EarlyActions {
  const held: (() => void)[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();

  function onClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target.closest(controls) : null;
    if (!target || event.defaultPrevented) return;
    if (target instanceof HTMLAnchorElement && leftToTheBrowser(target, event)) return;
    // A button that opens or closes a dialog by itself (the mobile menu): the browser answers.
    if (target.hasAttribute("commandfor") && browserRunsDialogCommands()) return;
    // The theme menu: its popover opens by itself, and a choice in it is the boot's.
    if (target.matches(`[popovertarget], [${themeChoice}]`) && "popover" in target) return;
    event.preventDefault();
    const replay = new MouseEvent("click", event);
    const live = liveCounterpart(target);
    // Once the typed text reported before it is rendered (React renders it in a microtask).
    if (live) held.push(() => setTimeout(() => live()?.dispatchEvent(replay)));
    else held.push(() => target.dispatchEvent(replay));
  }

  function onSubmit(event: SubmitEvent) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    held.push(() => form.requestSubmit(submitter));
  }

  function onInput(event: Event) {
    const field = event.target;
    if (
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && !["checkbox", "radio", "file"].includes(field.type))
    )
      typed.set(field, field.value);
    if (isEarlySearchField(field)) showEarlyResults(field);
  }

  const listeners = [
    ["click", onClick],
    ["submit", onSubmit],
    ["input", onInput],
    ["change", onInput],
  ] as const;
  for (const [type, listener] of listeners)
    window.addEventListener(type, listener as EventListener, { capture: true, signal });

  const stop = lifecycle.onTransition(({ phase }) => {
    if (phase !== "live") return;
    stop();
    for (const [type, listener] of listeners)
      window.removeEventListener(type, listener as EventListener, true);
    setTimeout(() => {
      reportTypedText(typed);
      for (const action of held.splice(0)) action();
    });
  });

  return { holdsNothing: () => held.length === 0 };
}

/**
 * Sets each noted field's value so that React sees a change: the field's own `value` property
 * (which React watches) first takes a different value, then the prototype's setter, which
 * React does not watch, puts the visitor's value back before the event.
 */
function reportTypedText(
  typed: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>,
) {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    field.value = value === "" ? " " : "";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  typed.clear();
}
