import { Download, Loader2 } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { sdk } from "@/content/resources/docs/sdk";
import { toast } from "@/hooks/use-toast";

type DocsSdkDownloadButtonProps = Pick<ButtonProps, "variant" | "size" | "className">;

/** 'Download SDK': builds the SDK zip in the browser (the zip library loads on click) and saves it. */
export function DocsSdkDownloadButton({
  variant = "default",
  size = "lg",
  className,
}: DocsSdkDownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    if (busy) return;
    setBusy(true);
    try {
      const { downloadSdk } = await import("@/lib/downloads/sdk-zip");
      await downloadSdk();
      toast(sdk.button.successToast);
    } catch {
      toast({ ...sdk.button.errorToast, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={handleClick}
      aria-busy={busy}
      aria-disabled={busy}
    >
      {busy ? (
        <Loader2 className="motion-safe:animate-spin" aria-hidden="true" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {busy ? sdk.button.busyLabel : sdk.button.label}
    </Button>
  );
}
