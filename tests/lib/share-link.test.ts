import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { openSharePopup, shareLink, socialShareUrl, type ShareNavigator } from "@/lib/share";

vi.mock("@/lib/toast", () => ({ toast: vi.fn() }));

const payload = {
  title: "AI Predictions for 2025",
  text: "Seven shifts.",
  url: "https://example.com/resources/insights/ai-predictions-2025",
};
const messages = {
  copiedToast: { title: "Link copied to clipboard!" },
  failedToast: { title: "Couldn't copy the link" },
};

function clipboard(writeText = vi.fn().mockResolvedValue(undefined)) {
  return { writeText } as unknown as Clipboard;
}

beforeEach(() => vi.mocked(toast).mockClear());

describe("sharing a link", () => {
  it("copies the link and shows 'Link copied to clipboard!' when the Web Share API is absent", async () => {
    const nav: ShareNavigator = { clipboard: clipboard() };
    await expect(shareLink(payload, messages, nav)).resolves.toBe("copied");
    expect(nav.clipboard?.writeText).toHaveBeenCalledWith(payload.url);
    expect(toast).toHaveBeenCalledWith({ title: "Link copied to clipboard!" });
  });

  it("uses the device share sheet with title, text and URL when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const nav: ShareNavigator = { share, clipboard: clipboard() };
    await expect(shareLink(payload, messages, nav)).resolves.toBe("shared");
    expect(share).toHaveBeenCalledWith(payload);
    expect(nav.clipboard?.writeText).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it("does nothing more when the visitor closes the share sheet", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException("Share canceled", "AbortError"));
    const nav: ShareNavigator = { share, clipboard: clipboard() };
    await expect(shareLink(payload, messages, nav)).resolves.toBe("cancelled");
    expect(nav.clipboard?.writeText).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it("falls back to copying when sharing is refused or the data cannot be shared", async () => {
    const refused: ShareNavigator = {
      share: vi.fn().mockRejectedValue(new DOMException("Not allowed", "NotAllowedError")),
      clipboard: clipboard(),
    };
    await expect(shareLink(payload, messages, refused)).resolves.toBe("copied");
    const unsupported: ShareNavigator = {
      share: vi.fn(),
      canShare: () => false,
      clipboard: clipboard(),
    };
    await expect(shareLink(payload, messages, unsupported)).resolves.toBe("copied");
    expect(unsupported.share).not.toHaveBeenCalled();
  });

  it("says so in an error toast when the clipboard is unavailable too", async () => {
    await expect(shareLink(payload, messages, {})).resolves.toBe("failed");
    const denied: ShareNavigator = {
      clipboard: clipboard(vi.fn().mockRejectedValue(new Error("denied"))),
    };
    await expect(shareLink(payload, messages, denied)).resolves.toBe("failed");
    expect(toast).toHaveBeenCalledWith({ title: "Couldn't copy the link", variant: "destructive" });
  });
});

describe("social share windows", () => {
  const page = {
    url: "https://example.com/resources/insights/ai-predictions-2025",
    title: "AI Predictions for 2025: What & Why",
  };

  it("builds each network's share address with the page address, and the title for Twitter", () => {
    expect(socialShareUrl("twitter", page)).toBe(
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.com%2Fresources%2Finsights%2Fai-predictions-2025&text=AI%20Predictions%20for%202025%3A%20What%20%26%20Why",
    );
    expect(socialShareUrl("linkedin", page)).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2Fresources%2Finsights%2Fai-predictions-2025",
    );
    expect(socialShareUrl("facebook", page)).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fresources%2Finsights%2Fai-predictions-2025",
    );
  });

  it("opens a 600 by 400 popup and cuts its link back to the page", () => {
    const popup = { opener: {} } as Window;
    const win = {
      open: vi.fn().mockReturnValue(popup),
      screenX: 0,
      screenY: 0,
      outerWidth: 1400,
      outerHeight: 1000,
    };
    expect(openSharePopup("linkedin", page, win)).toBe(popup);
    const [url, target, features] = win.open.mock.calls[0] as [string, string, string];
    expect(url).toBe(socialShareUrl("linkedin", page));
    expect(target).toBe("share-linkedin");
    expect(features).toContain("width=600");
    expect(features).toContain("height=400");
    expect(features).toContain("left=400");
    expect(popup.opener).toBeNull();
  });

  it("returns null without failing when a popup blocker refuses the window", () => {
    const win = {
      open: vi.fn().mockReturnValue(null),
      screenX: 0,
      screenY: 0,
      outerWidth: 800,
      outerHeight: 600,
    };
    expect(openSharePopup("facebook", page, win)).toBeNull();
  });
});
