import { describe, expect, it, vi } from "vitest";
import { createLifecycle, type Phase, type Transition } from "@/boot/lifecycle";

/** A lifecycle walked through `transitions` from the start, on an element of its own. */
function walked(...transitions: Transition[]) {
  const root = document.createElement("html");
  const lifecycle = createLifecycle(root);
  for (const transition of transitions) expect(lifecycle.go(transition)).toBe(true);
  return { lifecycle, root };
}

describe("the page's lifecycle", () => {
  it("starts static and says so on <html data-app>", () => {
    const { lifecycle, root } = walked();
    expect(lifecycle.phase()).toBe("static");
    expect(root.dataset.app).toBe("static");
  });

  it("goes static → reading → hydrating → live, writing each phase to data-app", () => {
    const { lifecycle, root } = walked();
    const seen: string[] = [];
    lifecycle.onTransition((state, transition, before) =>
      seen.push(`${transition}: ${before.phase} → ${state.phase} (${root.dataset.app})`),
    );
    lifecycle.go("takeOver");
    lifecycle.go("hydrate");
    lifecycle.go("goLive");
    expect(seen).toEqual([
      "takeOver: static → reading (reading)",
      "hydrate: reading → hydrating (hydrating)",
      "goLive: hydrating → live (live)",
    ]);
  });

  it.each<[Transition[], Phase]>([
    [[], "static"],
    [["takeOver"], "reading"],
    [["takeOver", "hydrate"], "static"],
  ])("after %j, a page shown without the app returns to %s", (before, after) => {
    const { lifecycle } = walked(...before);
    expect(lifecycle.go("showPage")).toBe(true);
    expect(lifecycle.phase()).toBe("showing");
    expect(lifecycle.go("pageShown")).toBe(true);
    expect(lifecycle.phase()).toBe(after);
    expect(lifecycle.state().shown).toBe(1);
  });

  it("a second page shown before the first is in place keeps the phase the visitor left", () => {
    const { lifecycle } = walked("takeOver", "hydrate", "showPage", "showPage");
    expect(lifecycle.state()).toMatchObject({ phase: "showing", left: "hydrating", shown: 2 });
    lifecycle.go("pageShown");
    expect(lifecycle.phase()).toBe("static");
  });

  it.each<[Transition[], Transition]>([
    [[], "hydrate"],
    [[], "goLive"],
    [[], "pageShown"],
    [["takeOver"], "takeOver"],
    [["takeOver"], "goLive"],
    [["takeOver", "hydrate"], "takeOver"],
    [["takeOver", "hydrate", "goLive"], "showPage"],
    [["takeOver", "hydrate", "goLive"], "takeOver"],
    [["takeOver", "hydrate", "showPage"], "goLive"],
  ])("after %j, %s is refused and changes nothing", (before, refused) => {
    const { lifecycle, root } = walked(...before);
    const state = lifecycle.state();
    const listener = vi.fn();
    lifecycle.onTransition(listener);
    expect(lifecycle.go(refused)).toBe(false);
    expect(lifecycle.state()).toBe(state);
    expect(root.dataset.app).toBe(state.phase);
    expect(listener).not.toHaveBeenCalled();
  });

  it("until() resolves at once in a phase it names, else on reaching one", async () => {
    const { lifecycle } = walked("takeOver", "showPage");
    await lifecycle.until("showing");
    let reading = false;
    void lifecycle.until("reading").then(() => (reading = true));
    await Promise.resolve();
    expect(reading).toBe(false);
    lifecycle.go("pageShown");
    await Promise.resolve();
    expect(reading).toBe(true);
  });

  it("stops calling a listener once it unsubscribes", () => {
    const { lifecycle } = walked();
    const listener = vi.fn();
    const stop = lifecycle.onTransition(listener);
    lifecycle.go("takeOver");
    stop();
    lifecycle.go("hydrate");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
