import type { ReactNode } from "react";

type ItemListProps<T> = {
  items: readonly T[];
  /** Draws one item inside its <li>; the index counts from 0. */
  render: (item: T, index: number) => ReactNode;
  /** An ordered list (steps, chapters, milestones). */
  ordered?: boolean;
  className?: string;
  /** Classes for each item's <li>, or a function of the item's place for items that stand out. */
  itemClassName?: string | ((index: number) => string);
  /** What stands in the list before its items (a decorative rule). */
  before?: ReactNode;
};

/**
 * A list of content items, one <li> each, drawn by the render function it is given. Content lists
 * never reorder, so an item's place is its key.
 */
export function ItemList<T>({
  items,
  render,
  ordered = false,
  className,
  itemClassName,
  before,
}: ItemListProps<T>) {
  const List = ordered ? "ol" : "ul";
  const listItems = items.map((item, index) => (
    <li
      key={index}
      className={typeof itemClassName === "function" ? itemClassName(index) : itemClassName}
    >
      {render(item, index)}
    </li>
  ));
  // The items alone when nothing goes before them: a second child would shift the ids useId
  // gives inside the items (the server-rendered markup stays as it was).
  return (
    <List className={className}>
      {before === undefined ? (
        listItems
      ) : (
        <>
          {before}
          {listItems}
        </>
      )}
    </List>
  );
}
