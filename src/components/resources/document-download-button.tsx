import { Download } from "lucide-react";
import { nameFor } from "@/components/ui/card-link";
import { Button, type ButtonProps } from "@/components/ui/button";
import { documentDownload } from "@/content/resources/document-download";
import type { DownloadableDocument } from "@/content/types";
import { usePending } from "@/hooks/use-pending";
import { toast } from "@/lib/toast";

type DocumentDownloadButtonProps = Omit<
  ButtonProps,
  "onClick" | "children" | "asChild" | "pending" | "pendingLabel"
> & {
  /** The document to turn into a PDF, or a loader for it (so long texts can stay out of the page's JavaScript). */
  document: DownloadableDocument | (() => Promise<DownloadableDocument>);
  /** The visible label, e.g. "Download Free". */
  label: string;
  /** Read by screen readers after the label ("Download Free: {title}"), to tell several download buttons apart. */
  hiddenLabel?: string;
};

/**
 * A button that builds a document's PDF in the browser and downloads it as
 * {title with underscores}.pdf. The PDF code (and pdf-lib) loads on the first
 * click; while it works the button is pending and says so.
 */
export function DocumentDownloadButton({
  document: source,
  label,
  hiddenLabel,
  ...props
}: DocumentDownloadButtonProps) {
  const [busy, run] = usePending();

  async function download() {
    try {
      const [doc, { downloadPdf }] = await Promise.all([
        typeof source === "function" ? source() : Promise.resolve(source),
        import("@/lib/downloads/pdf"),
      ]);
      await downloadPdf(doc);
    } catch (error) {
      console.warn("PDF download failed", error);
      toast({ ...documentDownload.errorToast, variant: "destructive" });
    }
  }

  return (
    <Button
      {...props}
      onClick={() => run(download)}
      // A document's main action, and only the app answers it: the page reads the app ahead.
      data-needs-app
      pending={busy}
      pendingLabel={documentDownload.busyLabel}
      aria-label={
        hiddenLabel ? nameFor(busy ? documentDownload.busyLabel : label, hiddenLabel) : undefined
      }
    >
      <Download aria-hidden="true" />
      {label}
    </Button>
  );
}
