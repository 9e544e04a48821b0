import { sdk } from "@/content/resources/docs/sdk";
import { site } from "@/content/site";
import type { SdkContent } from "@/content/types";
import { absoluteUrl } from "@/lib/seo";
import { saveFile } from "./save-file";

/** The page the README's documentation link points to. */
export const SDK_DOCS_PATH = "/resources/docs/api-documentation";

/** The downloaded file's name, e.g. "ai-automation-sdk-1.0.0.zip". */
export function sdkFileName(content: Pick<SdkContent, "packageName" | "version"> = sdk): string {
  return `${content.packageName}-${content.version}.zip`;
}

export type SdkFileOptions = {
  /** The copyright year; the current year when a visitor downloads. */
  year: number;
  email?: string;
  phone?: string;
  docsUrl?: string;
  content?: SdkContent;
};

/** The archive's files as text, by path. Pure: the same options give the same files. */
export function buildSdkFiles({
  year,
  email = site.email,
  phone = site.phone,
  docsUrl = absoluteUrl(SDK_DOCS_PATH),
  content = sdk,
}: SdkFileOptions): Record<string, string> {
  const values: Record<string, string> = {
    version: content.version,
    packageName: content.packageName,
    features: content.features.map((feature) => `- ${feature}`).join("\n"),
    email,
    phone,
    docsUrl,
    year: String(year),
  };
  const readme = content.readme.replace(
    /\{(\w+)\}/g,
    (placeholder, key: string) => values[key] ?? placeholder,
  );
  const packageJson = {
    name: content.packageName,
    version: content.version,
    ...content.packageJson,
  };
  return {
    "README.md": readme,
    "package.json": `${JSON.stringify(packageJson, null, 2)}\n`,
    ...Object.fromEntries(content.files.map((file) => [file.path, file.contents])),
  };
}

/** Zips the SDK. fflate is loaded here, on demand, so it never weighs on a page's first load. */
export async function buildSdkZip(options: SdkFileOptions): Promise<Uint8Array> {
  const { zipSync, strToU8 } = await import("fflate");
  const files = buildSdkFiles(options);
  const mtime = new Date();
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([path, text]) => [path, [strToU8(text), { mtime }]]),
    ),
    { level: 6 },
  );
}

/** Builds the zip with this year's copyright and hands it to the browser. Call from a click handler. */
export async function downloadSdk(): Promise<string> {
  const bytes = await buildSdkZip({ year: new Date().getFullYear() });
  const fileName = sdkFileName();
  saveFile(bytes, fileName, "application/zip");
  return fileName;
}
