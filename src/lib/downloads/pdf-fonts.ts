import type { PDFDocument } from "pdf-lib";
import regularUrl from "@fontsource/geist/files/geist-latin-400-normal.woff?url";
import semiboldUrl from "@fontsource/geist/files/geist-latin-600-normal.woff?url";
import type { Fonts } from "./pdf-layout";

/*
 * The brand face in the PDFs: Geist, Latin, regular for text and semibold (the site's heading
 * weight) for titles and headings. The files are hashed assets of the build, fetched only when a
 * visitor asks for a PDF, and only the glyphs a document uses are embedded. They are the static
 * WOFF instances: fontkit's subsetter cannot read the variable face, and breaks composite glyphs
 * decoded from WOFF2.
 */

/** The font files of the two weights, as bytes. */
export type BrandFontFiles = { regular: ArrayBuffer | Uint8Array; bold: ArrayBuffer | Uint8Array };

/** Fetches the brand face's files from the site (they are cached like any asset). */
export async function fetchBrandFontFiles(): Promise<BrandFontFiles> {
  const load = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Font ${url} answered ${response.status}`);
    return response.arrayBuffer();
  };
  const [regular, bold] = await Promise.all([load(regularUrl), load(semiboldUrl)]);
  return { regular, bold };
}

/** What pdf-lib asks of a fontkit subset: its bytes as a stream, as @pdf-lib/fontkit gives them. */
type Subset = { encode: () => Uint8Array; encodeStream?: () => unknown };
type Face = { createSubset: () => Subset };
type Fontkit = { create: (data: Uint8Array) => Face };
type PdfLibFontkit = Parameters<PDFDocument["registerFontkit"]>[0];

/**
 * fontkit 2 as pdf-lib expects it: pdf-lib was written against @pdf-lib/fontkit, whose subsets
 * stream their bytes (`encodeStream`); fontkit 2's subsets return them at once (`encode`).
 */
function forPdfLib(fontkit: Fontkit): PdfLibFontkit {
  const adapted: Fontkit = {
    create(data) {
      const face = fontkit.create(data);
      const createSubset = face.createSubset.bind(face);
      face.createSubset = () => {
        const subset = createSubset();
        subset.encodeStream = () => {
          const listeners = new Map<string, (value?: unknown) => void>();
          const stream = {
            on(event: string, listener: (value?: unknown) => void) {
              listeners.set(event, listener);
              return stream;
            },
          };
          // pdf-lib attaches its listeners in the same statement; emit once it has.
          queueMicrotask(() => {
            try {
              listeners.get("data")?.(subset.encode());
              listeners.get("end")?.();
            } catch (error) {
              listeners.get("error")?.(error);
            }
          });
          return stream;
        };
        return subset;
      };
      return face;
    },
  };
  // The faces are fontkit's own; only their subsets' bytes are handed over differently.
  return adapted as unknown as PdfLibFontkit;
}

/** Embeds the brand face in `pdf`, subset to the glyphs the document draws. */
export async function embedBrandFonts(pdf: PDFDocument, files: BrandFontFiles): Promise<Fonts> {
  const fontkit = (await import("fontkit")) as unknown as Fontkit;
  pdf.registerFontkit(forPdfLib(fontkit));
  const [regular, bold] = await Promise.all([
    pdf.embedFont(files.regular, { subset: true }),
    pdf.embedFont(files.bold, { subset: true }),
  ]);
  return { regular, bold };
}
