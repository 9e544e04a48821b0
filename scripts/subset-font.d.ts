// subset-font ships no types; the typeface script uses only this call.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: { targetFormat: "woff2" },
  ): Promise<Buffer>;
}
