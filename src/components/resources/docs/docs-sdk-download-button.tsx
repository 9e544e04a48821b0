import { Download } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { sdk } from "@/content/resources/docs/sdk";
import { usePending } from "@/hooks/use-pending";
import { toast } from "@/lib/toast";

type DocsSdkDownloadButtonProps = Pick<ButtonProps, "variant" | "size" | "className">;

/** 'Download SDK': builds the SDK zip in the browser (the zip library loads on click) and saves it. */
export function DocsSdkDownloadButton(props: DocsSdkDownloadButtonProps) {
  const [busy, run] = usePending();

  async function download() {
    try {
      const { downloadSdk } = await import("@/lib/downloads/sdk-zip");
      await downloadSdk();
      toast(sdk.button.successToast);
    } catch {
      toast({ ...sdk.button.errorToast, variant: "destructive" });
    }
  }

  return (
    <Button
      size="lg"
      {...props}
      pending={busy}
      pendingLabel={sdk.button.busyLabel}
      // The page's main action, and only the app answers it: the page reads the app ahead.
      data-needs-app
      onClick={() => run(download)}
    >
      <Download aria-hidden="true" />
      {sdk.button.label}
    </Button>
  );
}
