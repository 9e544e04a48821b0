import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, it } from "vitest";
import { pressEvents } from "@/boot/boot";

/**
 * The boot keeps a press on a link from React while it hydrates, for each event with which
 * React would finish the hydration at once (its "discrete replayable" events). That list is
 * react-dom's, not an API: read it from the installed react-dom, so an upgrade that adds an
 * event fails here instead of silently letting a press finish a hydration in one long task.
 */
it("the boot keeps every event from React that react-dom would answer by finishing a hydration", () => {
  const reactDom = path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
  const source = readFileSync(path.join(reactDom, "cjs/react-dom-client.development.js"), "utf8");
  const list = /discreteReplayableEvents\s*=\s*"([^"]+)"/.exec(source)?.[1];
  expect(
    list,
    "react-dom no longer names discreteReplayableEvents: see src/boot/boot.ts",
  ).toBeTruthy();
  const reacts = list!.split(" ");
  expect(reacts.length).toBeGreaterThan(20);
  expect(reacts.filter((event) => !pressEvents.includes(event))).toEqual([]);
});
