import { strFromU8, unzipSync } from "fflate";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { apiEndpoints } from "@/content/resources/docs/api-documentation";
import { sdk } from "@/content/resources/docs/sdk";
import { site } from "@/content/site";
import { buildSdkFiles, buildSdkZip, sdkFileName } from "@/lib/downloads/sdk-zip";
import { absoluteUrl } from "@/lib/seo";

async function unzipped(year = 2031) {
  const bytes = await buildSdkZip({ year });
  const entries = unzipSync(bytes);
  return {
    bytes,
    files: Object.fromEntries(
      Object.entries(entries).map(([path, data]) => [path, strFromU8(data)]),
    ),
  };
}

describe("SDK zip", () => {
  it("is named with version 1.0.0", () => {
    expect(sdk.version).toBe("1.0.0");
    expect(sdkFileName()).toBe("ai-automation-sdk-1.0.0.zip");
  });

  it("is a real zip archive holding the readme, package.json, the client and the example", async () => {
    const { bytes, files } = await unzipped();
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(Object.keys(files).sort()).toEqual(
      [
        "README.md",
        "examples/create-automation.ts",
        "package.json",
        "src/index.ts",
        "tsconfig.json",
      ].sort(),
    );
  });

  it("has a readme with the version, features, support contacts, docs link and the given copyright year", async () => {
    const { files } = await unzipped(2031);
    const readme = files["README.md"];
    expect(readme).toContain("1.0.0");
    expect(readme).toContain(site.email);
    expect(readme).toContain(site.phone);
    expect(readme).toContain(absoluteUrl("/resources/docs/api-documentation"));
    expect(readme).toContain("© 2031");
    for (const feature of [
      "Low-code workflows",
      "Performance marketing analytics",
      "Real-time data processing",
      "Secure API authentication",
      "Error handling",
      "TypeScript support",
    ]) {
      expect(readme).toContain(feature);
    }
    expect(readme).not.toMatch(/\{(version|packageName|features|email|phone|docsUrl|year)\}/);
  });

  it("has a package.json at version 1.0.0", async () => {
    const { files } = await unzipped();
    const manifest = JSON.parse(files["package.json"]) as { name: string; version: string };
    expect(manifest).toMatchObject({ name: "ai-automation-sdk", version: "1.0.0" });
  });

  it("has a client with a method for each documented endpoint, Bearer auth and error handling", async () => {
    const { files } = await unzipped();
    const client = files["src/index.ts"];
    expect(client).toContain("constructor({ apiKey, environment");
    expect(client).toContain("Authorization: `Bearer ${this.apiKey}`");
    expect(client).toContain("class ApiError extends Error");
    for (const endpoint of apiEndpoints)
      expect(client).toContain(`/** ${endpoint.method} ${endpoint.path} */`);
  });

  it("has an example that creates a client with an API key and environment, then an automation with name, trigger and actions", async () => {
    const { files } = await unzipped();
    const example = files["examples/create-automation.ts"];
    expect(example).toMatch(/new AutomationClient\(\{\s+apiKey:[^,]+,\s+environment:/);
    expect(example).toMatch(/createAutomation\(\{\s+name:[\s\S]+trigger:[\s\S]+actions:/);
  });

  it("ships a client that type-checks under strict TypeScript", () => {
    const files = buildSdkFiles({ year: 2031 });
    const fileName = "/sdk/src/index.ts";
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile.bind(host);
    const getSourceFile = host.getSourceFile.bind(host);
    host.readFile = (name) => (name === fileName ? files["src/index.ts"] : readFile(name));
    host.fileExists = (name) => name === fileName || ts.sys.fileExists(name);
    host.getSourceFile = (name, version) =>
      name === fileName
        ? ts.createSourceFile(name, files["src/index.ts"], version)
        : getSourceFile(name, version);
    const program = ts.createProgram([fileName], options, host);
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    expect(diagnostics).toEqual([]);
  }, 60_000);
});
