import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { site } from "@/content/site";
import type { SdkContent } from "@/content/types";
import { buildSdkFiles, buildSdkZip, SDK_DOCS_PATH, sdkFileName } from "@/lib/downloads/sdk-zip";
import { absoluteUrl } from "@/lib/seo";

const content: SdkContent = {
  version: "2.3.4",
  packageName: "demo-sdk",
  features: ["First feature", "Second feature"],
  readme: [
    "# {packageName} v{version}",
    "{features}",
    "Mail {email} or call {phone}.",
    "Docs: {docsUrl}",
    "© {year} · {unknown}",
  ].join("\n"),
  packageJson: { private: true, license: "MIT" },
  files: [
    { path: "src/index.ts", contents: "export const answer = 42;\n" },
    { path: "examples/use.ts", contents: "import { answer } from '../src';\n" },
  ],
  button: {
    label: "Download",
    busyLabel: "Preparing...",
    successToast: { title: "Done", description: "Saved." },
    errorToast: { title: "Failed", description: "Try again." },
  },
};

const contacts = {
  email: "help@example.org",
  phone: "+1 555 0100",
  docsUrl: "https://docs.example.org/",
};

async function unzipped(options: Parameters<typeof buildSdkZip>[0]) {
  const bytes = await buildSdkZip(options);
  const entries = unzipSync(bytes);
  return {
    bytes,
    files: Object.fromEntries(
      Object.entries(entries).map(([path, data]) => [path, strFromU8(data)]),
    ),
  };
}

describe("SDK zip", () => {
  it("is named after the package and its version", () => {
    expect(sdkFileName(content)).toBe("demo-sdk-2.3.4.zip");
  });

  it("is a real zip archive holding the readme, package.json and every file of the content, unchanged", async () => {
    const { bytes, files } = await unzipped({ year: 2031, content, ...contacts });
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(Object.keys(files).sort()).toEqual(
      ["README.md", "examples/use.ts", "package.json", "src/index.ts"].sort(),
    );
    for (const file of content.files) expect(files[file.path]).toBe(file.contents);
    expect(files).toEqual(buildSdkFiles({ year: 2031, content, ...contacts }));
  });

  it("fills in the readme's placeholders, features as a bulleted list, and leaves unknown ones", () => {
    const readme = buildSdkFiles({ year: 2031, content, ...contacts })["README.md"];
    expect(readme).toBe(
      [
        "# demo-sdk v2.3.4",
        "- First feature\n- Second feature",
        "Mail help@example.org or call +1 555 0100.",
        "Docs: https://docs.example.org/",
        "© 2031 · {unknown}",
      ].join("\n"),
    );
  });

  it("takes the support contacts from the site config and links the API documentation page by default", () => {
    const readme = buildSdkFiles({ year: 2031, content })["README.md"];
    expect(readme).toContain(`Mail ${site.email} or call ${site.phone}.`);
    expect(readme).toContain(`Docs: ${absoluteUrl(SDK_DOCS_PATH)}`);
  });

  it("writes a package.json with the package's name and version and the content's other fields", () => {
    const manifest: unknown = JSON.parse(buildSdkFiles({ year: 2031, content })["package.json"]);
    expect(manifest).toEqual({ name: "demo-sdk", version: "2.3.4", private: true, license: "MIT" });
  });
});
