import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { browserArt } from "@/content/art/browser";
import { inventedClients } from "@/content/art/clients";
import { technologyArt } from "@/content/art/technology";

/** Names from software demos and sample databases that read as placeholders. */
const sampleNames =
  /\b(northwind|acme|contoso|fabrikam|globex|initech|adventure works|wide world importers|hooli|dunder mifflin|umbrella corp|wayne enterprises|tailspin toys)\b/i;

describe("invented names", () => {
  it("uses no sample-data company name anywhere in the site's source", () => {
    const files = readdirSync("src", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(tsx?|css|json)$/.test(file))
      .map((file) => path.join("src", file));
    const found = files.filter((file) => sampleNames.test(readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });

  it("names the drawings' clients once, in src/content/art/clients.ts", () => {
    expect(browserArt.brand).toBe(inventedClients.retail.name);
    expect(browserArt.address).toBe(inventedClients.retail.domain);
    expect(technologyArt.ticket.detail).toContain(inventedClients.logistics.name);
  });
});
