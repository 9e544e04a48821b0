import { Download, Loader2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { documentDownload } from "@/content/resources/document-download";
import type { DownloadableDocument } from "@/content/types";
import { toast } from "@/hooks/use-toast";

type DocumentDownloadButtonProps = Omit<ButtonProps, "onClick" | "children" | "asChild"> & {
  /** The document to turn into a PDF, or a loader for it (so long texts can stay out of the page's JavaScript). */
  document: DownloadableDocument | (() => Promise<DownloadableDocument>);
  /** The visible label, e.g. "Download Free". */
  label: string;
  /** Read by screen readers after the label, to tell several download buttons apart. */
  hiddenLabel?: string;
};

/**
 * A button that builds a document's PDF in the browser and downloads it as
 * {title with underscores}.pdf. The PDF code (and pdf-lib) loads on the first
 * click; while it works the button is disabled and says so.
 */
export function DocumentDownloadButton({
  document: source,
  label,
  hiddenLabel,
  ...props
}: DocumentDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  async function handleClick() {
    if (busy) return;
    const hadFocus = window.document.activeElement === buttonRef.current;
    setBusy(true);
    try {
      const [doc, { downloadPdf }] = await Promise.all([
        typeof source === "function" ? source() : Promise.resolve(source),
        import("@/lib/downloads/pdf"),
      ]);
      await downloadPdf(doc);
    } catch (error) {
      console.warn("PDF download failed", error);
      toast({ ...documentDownload.errorToast, variant: "destructive" });
    } finally {
      setBusy(false);
      // A disabled button drops focus; give it back so keyboard users keep their place.
      if (hadFocus) requestAnimationFrame(() => buttonRef.current?.focus());
    }
  }

  const visibleLabel = busy ? documentDownload.busyLabel : label;
  return (
    <>
      <Button
        ref={buttonRef}
        {...props}
        onClick={handleClick}
        disabled={busy || props.disabled}
        aria-busy={busy}
        aria-label={hiddenLabel ? `${visibleLabel} ${hiddenLabel}` : undefined}
      >
        {busy ? (
          <Loader2 className="motion-safe:animate-spin" aria-hidden="true" />
        ) : (
          <Download aria-hidden="true" />
        )}
        {visibleLabel}
      </Button>
      <span role="status" className="sr-only">
        {busy ? documentDownload.busyLabel : ""}
      </span>
    </>
  );
}
