import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  apiDocumentationPage,
  apiEndpoints,
  apiStatuses,
} from "@/content/resources/docs/api-documentation";
import {
  difficultyBadgeVariants,
  docCategories,
  documentationPage,
  guides,
  quickAccessTiles,
} from "@/content/resources/docs/documentation";
import { sdk } from "@/content/resources/docs/sdk";
import { site } from "@/content/site";
import { buildSdkFiles, sdkFileName } from "@/lib/downloads/sdk-zip";
import { absoluteUrl } from "@/lib/seo";
import { listRoutePaths } from "@/routes";

const docsPath = "/resources/documentation";
const apiPath = "/resources/docs/api-documentation";

/** The anchors each developer page renders. */
const anchors: Record<string, Set<string>> = {
  [docsPath]: new Set([
    ...docCategories
      .filter((category) => category.href.startsWith(docsPath))
      .map((category) => category.id),
    documentationPage.status.id,
    documentationPage.releaseNotes.id,
  ]),
  [apiPath]: new Set([
    ...apiDocumentationPage.reference.toc.items.map((item) => item.id),
    ...apiEndpoints.map((endpoint) => endpoint.id),
  ]),
};

async function expectRealTarget(href: string) {
  const [path, hash] = href.split("#");
  const paths = await listRoutePaths();
  expect(paths, href).toContain(path);
  if (hash) expect(anchors[path]?.has(hash), href).toBe(true);
}

describe("documentation content", () => {
  it("has six popular guides rated 4.6 to 4.9, with every field filled in", async () => {
    expect(guides).toHaveLength(6);
    for (const guide of guides) {
      expect(guide.rating, guide.title).toBeGreaterThanOrEqual(4.6);
      expect(guide.rating, guide.title).toBeLessThanOrEqual(4.9);
      for (const field of [
        guide.title,
        guide.description,
        guide.type,
        guide.category,
        guide.readTime,
        guide.views,
      ]) {
        expect(field, guide.title).not.toBe("");
      }
      await expectRealTarget(guide.href);
    }
    expect(guides.find((guide) => guide.title.startsWith("Getting Started"))?.href).toBe(apiPath);
  });

  it("maps difficulty to badge styles: Beginner secondary, Intermediate default, Advanced destructive", () => {
    expect(difficultyBadgeVariants).toEqual({
      Beginner: "secondary",
      Intermediate: "default",
      Advanced: "destructive",
    });
    for (const level of ["Beginner", "Intermediate", "Advanced"]) {
      expect(
        guides.some((guide) => guide.difficulty === level),
        level,
      ).toBe(true);
    }
  });

  it("has the four categories with their exact counts and real targets", async () => {
    expect(docCategories.map((category) => [category.title, category.count])).toEqual([
      ["API Documentation", "45 guides"],
      ["Implementation Guides", "32 guides"],
      ["Technical Specifications", "28 documents"],
      ["Video Tutorials", "67 videos"],
    ]);
    expect(docCategories[0].href).toBe(apiPath);
    for (const category of docCategories.filter((item) => item.href.startsWith(docsPath))) {
      expect(category.href, category.title).toBe(`${docsPath}#${category.id}`);
      expect(category.library?.cta.href, category.title).toBe("/contact");
    }
    for (const category of docCategories) {
      expect(category.topics.length, category.title).toBeGreaterThanOrEqual(4);
      await expectRealTarget(category.href);
    }
  });

  it("has the six Quick Access tiles with the targets DECISIONS gives them", async () => {
    expect(quickAccessTiles.map((tile) => [tile.title, tile.href])).toEqual([
      ["API Reference", apiPath],
      ["SDK Downloads", `${apiPath}#sdk`],
      ["System Status", `${docsPath}#system-status`],
      ["Release Notes", `${docsPath}#release-notes`],
      ["Community Forum", "/contact"],
      ["Support Portal", "/contact"],
    ]);
    for (const tile of quickAccessTiles) await expectRealTarget(tile.href);
  });

  it("has a system status, release notes and support with 'Contact Support' to /contact", () => {
    expect(documentationPage.status.components.length).toBeGreaterThanOrEqual(4);
    expect(documentationPage.releaseNotes.releases.length).toBeGreaterThanOrEqual(3);
    expect(documentationPage.support.contact).toEqual({
      label: "Contact Support",
      href: "/contact",
    });
    expect(documentationPage.search.placeholder).toBe("Search documentation...");
  });
});

describe("API documentation content", () => {
  it("documents exactly the eight specified endpoints", () => {
    expect(apiEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      "POST /v1/automation/create",
      "GET /v1/automation/{id}",
      "PUT /v1/automation/{id}/update",
      "DELETE /v1/automation/{id}",
      "GET /v1/analytics/metrics",
      "GET /v1/analytics/reports",
      "POST /v1/campaigns/create",
      "GET /v1/campaigns/{id}/performance",
    ]);
  });

  it("gives every endpoint a unique anchor and request and response examples in the success/data/message shape", () => {
    expect(new Set(apiEndpoints.map((endpoint) => endpoint.id)).size).toBe(8);
    for (const endpoint of apiEndpoints) {
      const path = new RegExp(
        `${endpoint.method === "GET" ? "curl" : `curl -X ${endpoint.method}`} "?https://\\S+${endpoint.path.replace("{id}", "[\\w-]+")}\\b`,
      );
      expect(endpoint.request.code, endpoint.id).toMatch(path);
      expect(endpoint.request.code, endpoint.id).toContain("Authorization: Bearer");
      const response = JSON.parse(endpoint.response.code) as Record<string, unknown>;
      expect(Object.keys(response), endpoint.id).toEqual(["success", "data", "message"]);
    }
  });

  it("lists the six documented statuses", () => {
    expect(apiStatuses.map((status) => status.status)).toEqual([200, 400, 401, 403, 404, 500]);
    expect(apiStatuses.map((status) => status.name)).toEqual([
      "Success",
      "Bad Request",
      "Unauthorized",
      "Forbidden",
      "Not Found",
      "Internal Server Error",
    ]);
  });

  it("states the rate limits and the response fields", () => {
    expect(apiDocumentationPage.rateLimits.plans.map((plan) => plan.limit)).toEqual([
      "100 requests per minute",
      "1000 requests per minute",
    ]);
    expect(apiDocumentationPage.rateLimits.headers.map((header) => header.name)).toContain(
      "X-RateLimit-Remaining",
    );
    expect(apiDocumentationPage.responseFormat.fields.map((field) => field.name)).toEqual([
      "success",
      "data",
      "message",
    ]);
  });

  it("gives every code sample a caption unique on the page", () => {
    const page = apiDocumentationPage;
    const captions = [
      ...page.quickStart.steps.map((step) => step.sample.caption),
      page.authentication.sample.caption,
      ...apiEndpoints.flatMap((endpoint) => [endpoint.request.caption, endpoint.response.caption]),
      page.responseFormat.success.caption,
      page.responseFormat.error.caption,
      page.errors.sample.caption,
      page.rateLimits.sample.caption,
      page.sdk.install.caption,
      page.sdk.example.caption,
    ];
    expect(new Set(captions).size).toBe(captions.length);
  });

  it("has a table of contents matching its sections, a back link and meta descriptions of 50 to 160 characters", () => {
    expect(apiDocumentationPage.reference.toc.items.map((item) => item.id)).toEqual([
      "quick-start",
      "authentication",
      "endpoints",
      "response-format",
      "error-handling",
      "rate-limits",
      apiDocumentationPage.sdk.id,
    ]);
    expect(apiDocumentationPage.backLink.href).toBe(docsPath);
    for (const meta of [apiDocumentationPage.meta, documentationPage.meta]) {
      expect(meta.description.length).toBeGreaterThanOrEqual(50);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
  });
});

describe("the SDK download", () => {
  const files = buildSdkFiles({ year: 2031 });

  it("is named with version 1.0.0", () => {
    expect(sdk.version).toBe("1.0.0");
    expect(sdkFileName()).toBe(`${sdk.packageName}-1.0.0.zip`);
  });

  it("holds the readme, package.json, the client, an example and a tsconfig", () => {
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "README.md",
        "package.json",
        "src/index.ts",
        "examples/create-automation.ts",
        "tsconfig.json",
      ]),
    );
  });

  it("has a readme with the version, the specified features, support contacts, docs link and the copyright year", () => {
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

  it("has a package.json at version 1.0.0", () => {
    const manifest = JSON.parse(files["package.json"]) as { name: string; version: string };
    expect(manifest).toMatchObject({ name: sdk.packageName, version: "1.0.0" });
  });

  it("has a client with a method for each documented endpoint, Bearer auth and error handling", () => {
    const client = files["src/index.ts"];
    expect(client).toContain("constructor({ apiKey, environment");
    expect(client).toContain("Authorization: `Bearer ${this.apiKey}`");
    expect(client).toContain("class ApiError extends Error");
    for (const endpoint of apiEndpoints)
      expect(client).toContain(`/** ${endpoint.method} ${endpoint.path} */`);
  });

  it("has an example that creates a client with an API key and environment, then an automation with name, trigger and actions", () => {
    const example = files["examples/create-automation.ts"];
    expect(example).toMatch(/new AutomationClient\(\{\s+apiKey:[^,]+,\s+environment:/);
    expect(example).toMatch(/createAutomation\(\{\s+name:[\s\S]+trigger:[\s\S]+actions:/);
  });

  it("ships a client that type-checks under strict TypeScript", () => {
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
