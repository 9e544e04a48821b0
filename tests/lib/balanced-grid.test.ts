import { describe, expect, it } from "vitest";
import { balancedGridColumns } from "@/lib/balanced-grid";

/**
 * Lays `count` cards out as the classes say, at the md and lg widths, and returns how many
 * column slots the last row leaves empty at each.
 */
function emptySlotsInLastRow(count: number) {
  const classes = balancedGridColumns(count).split(" ");
  const columnsAt = (prefix: string) =>
    Number(
      classes
        .find((name) => name.startsWith(`${prefix}:grid-cols-`))
        ?.split("-")
        .pop(),
    );
  const md = columnsAt("md") || 1;
  const lg = columnsAt("lg") || md;
  const span = (index: number) => {
    if (classes.some((name) => name.includes("nth-last-child(-n+2)")) && index >= count - 2)
      return 3;
    return classes.some((name) => name.includes("[&>*]:col-span-2")) ? 2 : 1;
  };
  return [md, lg].map((columns) => {
    let used = 0;
    for (let index = 0; index < count; index++) {
      if (used + span(index) > columns) used = 0;
      used += span(index);
    }
    return columns - used;
  });
}

describe("balancedGridColumns", () => {
  it.each([2, 3, 4, 5, 6, 8, 9])("leaves no slot of the last row empty for %i cards", (count) => {
    expect(emptySlotsInLastRow(count)).toEqual([0, 0]);
  });
});
