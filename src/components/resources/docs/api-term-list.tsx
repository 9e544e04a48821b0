import { cn } from "@/lib/utils";

type ApiTermListProps = {
  /** Each term is shown as code, with its type (if any) beside it. */
  items: readonly { name: string; type?: string; description: string }[];
  /** How wide the term column is beside the descriptions on wider screens. */
  termWidth?: "md" | "lg";
  className?: string;
};

const columns = {
  md: "sm:grid-cols-[10rem_minmax(0,1fr)]",
  lg: "sm:grid-cols-[14rem_minmax(0,1fr)]",
} as const;

/** Code terms (fields, headers) and what each means, as a bordered definition list. */
export function ApiTermList({ items, termWidth = "md", className }: ApiTermListProps) {
  return (
    <dl className={cn("divide-y rounded-lg border", className)}>
      {items.map((item) => (
        <div
          key={item.name}
          className={cn("grid gap-1 px-4 py-2.5 sm:gap-4 sm:py-3", columns[termWidth])}
        >
          <dt className="flex flex-wrap items-baseline gap-2">
            <code className="font-mono text-sm font-semibold break-all">{item.name}</code>
            {item.type && (
              <span className="font-mono text-xs text-muted-foreground">{item.type}</span>
            )}
          </dt>
          <dd className="text-sm text-muted-foreground">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
