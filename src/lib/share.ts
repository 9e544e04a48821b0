import type { ArticleSocialNetwork, ToastText } from "@/content/types";
import { toast } from "@/lib/toast";

/** What a share passes on: a title, a line of text and the address. */
export type SharePayload = { title: string; text: string; url: string };

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

type ShareMessages = { copiedToast: ToastText; failedToast: ToastText };

/** The parts of `navigator` sharing uses, so tests can pass their own. */
export type ShareNavigator = Pick<Partial<Navigator>, "share" | "canShare" | "clipboard">;

/**
 * Opens the device's share sheet (Web Share API) where there is one;
 * otherwise copies the address and says so in a toast. Call it from a click
 * handler: browsers only allow sharing and copying in response to a gesture.
 */
export async function shareLink(
  payload: SharePayload,
  messages: ShareMessages,
  nav: ShareNavigator = navigator,
): Promise<ShareOutcome> {
  if (
    typeof nav.share === "function" &&
    (typeof nav.canShare !== "function" || nav.canShare(payload))
  ) {
    try {
      await nav.share(payload);
      return "shared";
    } catch (error) {
      // The visitor closed the share sheet: nothing to report.
      if ((error as { name?: unknown } | null)?.name === "AbortError") return "cancelled";
      // Any other refusal (no permission, unsupported data): fall back to copying.
    }
  }
  try {
    if (!nav.clipboard?.writeText) throw new Error("Clipboard unavailable");
    await nav.clipboard.writeText(payload.url);
    toast(messages.copiedToast);
    return "copied";
  } catch {
    toast({ ...messages.failedToast, variant: "destructive" });
    return "failed";
  }
}

/** The network's own share page for an address (and, for Twitter, the title as the post text). */
export function socialShareUrl(
  network: ArticleSocialNetwork,
  { url, title }: { url: string; title: string },
): string {
  const address = encodeURIComponent(url);
  switch (network) {
    case "twitter":
      return `https://twitter.com/intent/tweet?url=${address}&text=${encodeURIComponent(title)}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${address}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${address}`;
  }
}

export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 400;

/**
 * Opens the network's share page in a 600 by 400 window, centered over the
 * current one, and cuts its link back to this page. Returns the window, or
 * null when a popup blocker refused it.
 */
export function openSharePopup(
  network: ArticleSocialNetwork,
  payload: { url: string; title: string },
  win: Pick<Window, "open" | "screenX" | "screenY" | "outerWidth" | "outerHeight"> = window,
): Window | null {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - SHARE_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - SHARE_POPUP_HEIGHT) / 2));
  const features = `popup=yes,width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top}`;
  const popup = win.open(socialShareUrl(network, payload), `share-${network}`, features);
  try {
    if (popup) popup.opener = null;
  } catch {
    /* Already cut off: a window of another origin refuses it. */
  }
  return popup;
}
