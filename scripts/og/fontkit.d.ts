// fontkit ships no types; the metrics script reads only these fields.
declare module "fontkit" {
  export function create(buffer: Buffer): unknown;
}
