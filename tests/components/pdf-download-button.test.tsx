import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DocumentDownloadButton } from "@/components/resources/document-download-button";
import { Toaster } from "@/components/ui/toaster";
import { documentDownload } from "@/content/resources/document-download";
import type { DownloadableDocument } from "@/content/types";

const downloadPdf = vi.fn<(document: DownloadableDocument) => Promise<void>>();
vi.mock("@/lib/downloads/pdf", () => ({
  downloadPdf: (document: DownloadableDocument) => downloadPdf(document),
}));

const document: DownloadableDocument = {
  title: "Test Paper",
  subtitle: "A subtitle",
  kind: "White Paper",
  author: "A. Author",
  publishDate: "May 2024",
  sections: [{ heading: "One", paragraphs: ["Text."] }],
};

afterEach(() => downloadPdf.mockReset());

describe("DocumentDownloadButton", () => {
  it("is pending, refuses clicks and says its busy label while the PDF is built, then downloads the document", async () => {
    let finish: () => void = () => {};
    downloadPdf.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <DocumentDownloadButton document={document} label="Download Free" hiddenLabel="Test Paper" />,
    );

    const button = screen.getByRole("button", { name: "Download Free: Test Paper" });
    await userEvent.click(button);
    const busy = await screen.findByRole("button", {
      name: new RegExp(documentDownload.busyLabel.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    expect(busy).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(documentDownload.busyLabel);
    await userEvent.click(busy);
    expect(downloadPdf).toHaveBeenCalledTimes(1);
    expect(downloadPdf).toHaveBeenCalledWith(document);

    await act(async () => finish());
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Download Free: Test Paper" })).not.toHaveAttribute(
        "aria-disabled",
      ),
    );
  });

  it("accepts a loader for the document", async () => {
    downloadPdf.mockResolvedValue();
    render(<DocumentDownloadButton document={() => Promise.resolve(document)} label="Download" />);
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    await waitFor(() => expect(downloadPdf).toHaveBeenCalledWith(document));
  });

  it("shows a destructive toast when the PDF cannot be built, and can be tried again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    downloadPdf.mockRejectedValue(new Error("boom"));
    render(
      <>
        <DocumentDownloadButton document={document} label="Download" />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(await screen.findByText(documentDownload.errorToast.title)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Download" })).not.toHaveAttribute("aria-disabled"),
    );
  });
});
