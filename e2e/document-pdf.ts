import { expect, type Locator, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { drawnStrings, fontsOf } from "../tests/lib/pdf-reading";
import { savedFile } from "./support";

/** The words drawn on a PDF page, as one line. */
const drawnText = (page: Parameters<typeof drawnStrings>[0]) =>
  drawnStrings(page).join(" ").replace(/\s+/g, " ");

/**
 * Clicks `button`, and checks what the visitor gets: a PDF named `fileName`, of several pages,
 * set in the brand face (embedded), whose first page (the cover) prints `title`, however the
 * cover wraps it. `whileBusy` runs between the click and the download, to check what the page
 * shows while it prepares the file.
 */
export async function expectDocumentPdf(
  page: Page,
  button: Locator,
  fileName: string,
  title: string,
  { whileBusy }: { whileBusy?: () => Promise<void> } = {},
) {
  const { name, bytes } = await savedFile(page, () => button.click().then(whileBusy));
  expect(name).toBe(fileName);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
  expect(pdf.getTitle()).toBe(title);
  expect(drawnText(pdf.getPage(0))).toContain(title);
  expect(fontsOf(pdf)).toEqual([
    { name: "Geist-Regular", embedded: true },
    { name: "Geist-SemiBold", embedded: true },
  ]);
}

/**
 * Every card of a library opens its own document's page, and that page's download is the
 * document's own PDF. The visitor goes back to the listing as browsers do, without a reload.
 */
export async function expectEachCardOpensItsDocument(
  page: Page,
  library: Locator,
  {
    count,
    downloadLabel,
    fileName,
  }: { count: number; downloadLabel: string; fileName: (title: string) => string },
) {
  const titles = await library
    .getByRole("listitem")
    .getByRole("heading", { level: 3 })
    .allTextContents();
  expect(titles).toHaveLength(count);
  for (const title of titles) {
    await library.getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expectDocumentPdf(
      page,
      page.getByRole("button", { name: downloadLabel }),
      fileName(title),
      title,
    );
    await page.goBack();
    await expect(library.getByRole("link", { name: title, exact: true })).toBeVisible();
  }
}
