import { Check, Copy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { PhoneFold } from "@/components/sections/phone-fold";
import { Button } from "@/components/ui/button";
import { codeBlockText as text } from "@/content/resources/docs/api-documentation";
import type { CodeSample } from "@/content/types";
import { toast } from "@/lib/toast";
import { fillTemplate } from "@/lib/text";
import { cn } from "@/lib/utils";

const COPIED_MS = 2000;

/** Copies text, falling back to a hidden textarea where the Clipboard API is unavailable. */
async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("Copy command was refused");
}

type CodeBlockProps = CodeSample & {
  className?: string;
  /** Folds the code away on phones under a toggle (the caption and Copy stay): for long samples. */
  foldOnPhones?: boolean;
};

/**
 * A captioned code sample with a Copy button. The code scrolls inside its own
 * box on narrow screens and can be focused to scroll with the keyboard.
 */
export function CodeBlock({ caption, language, code, className, foldOnPhones }: CodeBlockProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const captionId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  async function handleCopy() {
    try {
      await copyText(code);
      setCopied(true);
      toast({ ...text.copiedToast, description: caption });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast({ ...text.errorToast, variant: "destructive" });
    }
  }

  const pre = (
    <pre
      // Focusable so keyboard users can scroll long lines; the figure's caption names the block.
      tabIndex={0}
      className="overflow-x-auto p-4 text-[0.8125rem] leading-relaxed focus-visible:outline-offset-[-2px]"
    >
      <code className="font-mono">{code}</code>
    </pre>
  );
  return (
    <figure
      aria-labelledby={captionId}
      className={cn("min-w-0 overflow-hidden rounded-lg border bg-muted/40", className)}
    >
      <figcaption className="flex items-center justify-between gap-3 border-b bg-muted/60 py-1.5 pr-1.5 pl-4">
        <span id={captionId} className="min-w-0 text-sm font-medium break-words">
          {caption}
        </span>
        <span className="flex shrink-0 items-center gap-2">
          <span className="hidden font-mono text-xs text-muted-foreground uppercase sm:inline">
            {language}
          </span>
          <Button
            variant="ghost"
            size="xs"
            onClick={handleCopy}
            aria-label={fillTemplate(copied ? text.copiedName : text.copyName, { caption })}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            <span aria-hidden="true">{copied ? text.copiedLabel : text.copyLabel}</span>
          </Button>
        </span>
      </figcaption>
      {foldOnPhones ? (
        <PhoneFold
          summary={fillTemplate(text.foldLabel, { lines: code.split("\n").length })}
          summaryClassName="px-4"
        >
          {pre}
        </PhoneFold>
      ) : (
        pre
      )}
    </figure>
  );
}
