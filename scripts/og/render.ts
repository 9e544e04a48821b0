/**
 * Link previews: one 1200x630 PNG per route, with the page's title, its family's motif and the
 * site's dark look, in the brand typeface from node_modules. The prerender calls this with every
 * route it wrote; the file for a path is the one `ogImagePath` (src/lib/seo.ts) names.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { linkPreviews } from "../../src/content/link-previews.ts";
import { site } from "../../src/content/site.ts";
import type { LinkPreviewFamily } from "../../src/content/types/site.ts";
import { brandMarkSvg } from "../../src/lib/brand-mark.ts";
import { ogImagePath } from "../../src/lib/og-image.ts";
import { themeColors } from "../brand/tokens.ts";
import { brandStaticFiles } from "./font-metrics.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The dark theme's tokens, read from src/styles.css (.dark), so the previews follow them. */
const dark = themeColors("dark");
const colors = {
  background: dark.background,
  panel: dark.card,
  foreground: dark.foreground,
  muted: dark["muted-foreground"],
  primary: dark.primary,
  primarySoft: dark.accent,
  line: dark.border,
  success: dark.success,
};

/** The page families a preview tells apart (their labels are content: link-previews.ts). */
export type OgFamily = LinkPreviewFamily;

/** The family a route belongs to, by its address. */
export function ogFamilyOf(routePath: string): OgFamily {
  const rules: [RegExp, OgFamily][] = [
    [/^\/services/, "services"],
    [/^\/industries/, "industries"],
    [/^\/resources\/(white-?papers)/, "white-papers"],
    [/^\/resources\/research/, "research"],
    [/^\/resources\/(docs|documentation)/, "docs"],
    [/^\/resources/, "resources"],
    [/^\/about/, "about"],
    [/^\/case-studies/, "case-studies"],
    [/^\/(contact|newsletter)/, "contact"],
    [/^\/(privacy|terms)/, "legal"],
    [/^\/404$/, "not-found"],
  ];
  return rules.find(([pattern]) => pattern.test(routePath))?.[1] ?? "home";
}

const { primary: p, primarySoft: ps, line: l, muted: m, success: s, panel: pn } = colors;

/** Each family's motif: a small drawing in the theme's colours, 440x440. */
const motifs: Record<OgFamily, string> = {
  home: `<circle cx="220" cy="220" r="190" fill="none" stroke="${l}" stroke-width="2"/>
    <circle cx="220" cy="220" r="130" fill="none" stroke="${l}" stroke-width="2"/>
    <circle cx="220" cy="220" r="70" fill="${ps}"/>
    <path d="M196 250 220 186l24 64h-15l-9-26-9 26Z" fill="${p}"/>
    <circle cx="220" cy="30" r="14" fill="${p}"/><circle cx="410" cy="220" r="10" fill="${s}"/>
    <circle cx="128" cy="318" r="12" fill="${m}"/><circle cx="312" cy="128" r="9" fill="${p}"/>`,
  services: `<rect x="20" y="40" width="130" height="80" rx="16" fill="${pn}" stroke="${l}" stroke-width="2"/>
    <rect x="290" y="40" width="130" height="80" rx="16" fill="${pn}" stroke="${l}" stroke-width="2"/>
    <rect x="155" y="180" width="130" height="80" rx="16" fill="${ps}" stroke="${p}" stroke-width="3"/>
    <rect x="20" y="320" width="130" height="80" rx="16" fill="${pn}" stroke="${l}" stroke-width="2"/>
    <rect x="290" y="320" width="130" height="80" rx="16" fill="${pn}" stroke="${s}" stroke-width="3"/>
    <path d="M85 120v40h135v20M355 120v40H220M220 260v20H85v40M220 280h135v40" fill="none" stroke="${p}" stroke-width="3"/>
    <circle cx="220" cy="220" r="12" fill="${p}"/>`,
  industries: `<rect x="40" y="200" width="90" height="200" rx="10" fill="${pn}" stroke="${l}" stroke-width="2"/>
    <rect x="150" y="90" width="110" height="310" rx="10" fill="${ps}" stroke="${p}" stroke-width="3"/>
    <rect x="280" y="150" width="120" height="250" rx="10" fill="${pn}" stroke="${l}" stroke-width="2"/>
    <g fill="${p}"><rect x="175" y="120" width="24" height="24" rx="4"/><rect x="211" y="120" width="24" height="24" rx="4"/>
    <rect x="175" y="160" width="24" height="24" rx="4"/><rect x="211" y="160" width="24" height="24" rx="4"/>
    <rect x="175" y="200" width="24" height="24" rx="4"/><rect x="211" y="200" width="24" height="24" rx="4"/></g>
    <g fill="${m}"><rect x="62" y="230" width="46" height="14" rx="4"/><rect x="62" y="260" width="46" height="14" rx="4"/>
    <rect x="305" y="180" width="70" height="14" rx="4"/><rect x="305" y="210" width="70" height="14" rx="4"/></g>
    <rect x="20" y="400" width="400" height="6" rx="3" fill="${l}"/>`,
  resources: `<rect x="90" y="30" width="280" height="360" rx="18" fill="${pn}" stroke="${l}" stroke-width="2" transform="rotate(6 230 210)"/>
    <rect x="60" y="50" width="280" height="360" rx="18" fill="${pn}" stroke="${p}" stroke-width="3"/>
    <rect x="90" y="80" width="220" height="110" rx="10" fill="${ps}"/>
    <path d="M90 190l70-60 50 40 40-30 60 50" fill="none" stroke="${p}" stroke-width="4"/>
    <g fill="${m}"><rect x="90" y="220" width="200" height="14" rx="7"/><rect x="90" y="250" width="220" height="12" rx="6"/>
    <rect x="90" y="276" width="180" height="12" rx="6"/><rect x="90" y="302" width="205" height="12" rx="6"/></g>
    <rect x="90" y="346" width="80" height="26" rx="13" fill="${p}"/>`,
  "white-papers": `<path d="M80 30h210l80 80v300H80Z" fill="${pn}" stroke="${p}" stroke-width="3"/>
    <path d="M290 30v80h80" fill="${ps}" stroke="${p}" stroke-width="3"/>
    <rect x="115" y="80" width="140" height="20" rx="6" fill="${p}"/>
    <g fill="${m}"><rect x="115" y="140" width="220" height="12" rx="6"/><rect x="115" y="166" width="200" height="12" rx="6"/>
    <rect x="115" y="192" width="215" height="12" rx="6"/><rect x="115" y="218" width="150" height="12" rx="6"/></g>
    <rect x="115" y="260" width="220" height="110" rx="10" fill="${ps}"/>
    <g fill="${p}"><rect x="135" y="320" width="28" height="36" rx="4"/><rect x="180" y="296" width="28" height="60" rx="4"/>
    <rect x="225" y="306" width="28" height="50" rx="4"/><rect x="270" y="280" width="28" height="76" rx="4"/></g>`,
  research: `<rect x="20" y="20" width="400" height="400" rx="24" fill="${pn}" stroke="${l}" stroke-width="2"/>
    <g stroke="${l}" stroke-width="2"><path d="M60 340h320M60 270h320M60 200h320M60 130h320"/></g>
    <g fill="${ps}" stroke="${p}" stroke-width="3"><rect x="80" y="240" width="50" height="100" rx="6"/>
    <rect x="160" y="180" width="50" height="160" rx="6"/><rect x="240" y="210" width="50" height="130" rx="6"/></g>
    <rect x="320" y="90" width="50" height="250" rx="6" fill="${p}"/>
    <path d="M105 220 185 160 265 190 345 70" fill="none" stroke="${s}" stroke-width="4"/>
    <circle cx="345" cy="70" r="10" fill="${s}"/>`,
  docs: `<rect x="20" y="50" width="400" height="340" rx="20" fill="${pn}" stroke="${p}" stroke-width="3"/>
    <path d="M20 110h400" stroke="${l}" stroke-width="2"/>
    <circle cx="55" cy="80" r="9" fill="${m}"/><circle cx="85" cy="80" r="9" fill="${m}"/><circle cx="115" cy="80" r="9" fill="${p}"/>
    <path d="M70 170l40 35-40 35" fill="none" stroke="${p}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="130" y="228" width="90" height="14" rx="7" fill="${s}"/>
    <g fill="${m}"><rect x="70" y="280" width="260" height="12" rx="6"/><rect x="70" y="306" width="210" height="12" rx="6"/>
    <rect x="70" y="332" width="290" height="12" rx="6"/></g>`,
  about: `<circle cx="150" cy="170" r="90" fill="${ps}" stroke="${p}" stroke-width="3"/>
    <circle cx="290" cy="170" r="90" fill="${pn}" stroke="${l}" stroke-width="2"/>
    <circle cx="220" cy="290" r="90" fill="${pn}" stroke="${s}" stroke-width="3"/>
    <circle cx="150" cy="150" r="26" fill="${p}"/><path d="M104 220a46 40 0 0 1 92 0Z" fill="${p}"/>
    <circle cx="290" cy="150" r="26" fill="${m}"/><path d="M244 220a46 40 0 0 1 92 0Z" fill="${m}"/>
    <circle cx="220" cy="272" r="26" fill="${s}"/><path d="M174 342a46 40 0 0 1 92 0Z" fill="${s}"/>`,
  "case-studies": `<rect x="20" y="40" width="400" height="360" rx="24" fill="${pn}" stroke="${l}" stroke-width="2"/>
    <path d="M60 340 140 290 210 305 290 200 380 110" fill="none" stroke="${p}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M60 340 140 290 210 305 290 200 380 110V360H60Z" fill="${ps}" opacity="0.7"/>
    <circle cx="380" cy="110" r="14" fill="${s}"/>
    <rect x="60" y="80" width="130" height="50" rx="12" fill="${ps}" stroke="${p}" stroke-width="2"/>
    <path d="M85 115l20-20 20 20" fill="none" stroke="${s}" stroke-width="5"/><rect x="135" y="98" width="40" height="12" rx="6" fill="${m}"/>`,
  contact: `<rect x="40" y="70" width="300" height="210" rx="28" fill="${ps}" stroke="${p}" stroke-width="3"/>
    <path d="M110 280v70l70-70" fill="${ps}" stroke="${p}" stroke-width="3" stroke-linejoin="round"/>
    <g fill="${p}"><circle cx="130" cy="175" r="16"/><circle cx="190" cy="175" r="16"/><circle cx="250" cy="175" r="16"/></g>
    <rect x="250" y="230" width="170" height="130" rx="24" fill="${pn}" stroke="${s}" stroke-width="3"/>
    <path d="M250 250l85 60 85-60" fill="none" stroke="${s}" stroke-width="4"/>`,
  "not-found": `<circle cx="220" cy="220" r="180" fill="${pn}" stroke="${l}" stroke-width="2"/>
    <circle cx="220" cy="220" r="130" fill="${ps}" stroke="${p}" stroke-width="3"/>
    <g stroke="${l}" stroke-width="4" stroke-linecap="round"><path d="M220 58v24M220 358v24M58 220h24M358 220h24"/></g>
    <path d="M220 110 252 220H188Z" fill="${p}"/><path d="M188 220h64L220 330Z" fill="${m}"/>
    <circle cx="220" cy="220" r="14" fill="${s}"/>`,
  legal: `<path d="M220 30 380 90v120c0 100-70 170-160 200C130 380 60 310 60 210V90Z" fill="${pn}" stroke="${p}" stroke-width="3"/>
    <path d="M220 80 330 122v90c0 70-48 120-110 142-62-22-110-72-110-142v-90Z" fill="${ps}"/>
    <path d="M165 215l40 40 75-85" fill="none" stroke="${s}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
};

type Node = { type: string; props: Record<string, unknown> };
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: (Node | string)[] | Node | string,
  props: Record<string, unknown> = {},
): Node => ({ type, props: { ...props, style, children } });

const svgDataUri = (body: string, width: number, height: number) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  ).toString("base64")}`;

const backdrop = svgDataUri(
  `<defs><pattern id="g" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0v48" fill="none" stroke="${colors.line}" stroke-width="1"/></pattern>
  <radialGradient id="r" cx="0.85" cy="0.2" r="0.75"><stop offset="0" stop-color="${colors.primary}" stop-opacity="0.28"/><stop offset="1" stop-color="${colors.primary}" stop-opacity="0"/></radialGradient>
  <linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colors.background}" stop-opacity="1"/><stop offset="0.55" stop-color="${colors.background}" stop-opacity="0.55"/><stop offset="1" stop-color="${colors.background}" stop-opacity="0"/></linearGradient></defs>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${colors.background}"/><rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#g)"/>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#f)"/><rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#r)"/>`,
  OG_WIDTH,
  OG_HEIGHT,
);

const brandMarkUri = `data:image/svg+xml;base64,${Buffer.from(
  brandMarkSvg({ tile: dark.primary, peak: dark["primary-foreground"], dot: dark["brand-dot"] }),
).toString("base64")}`;

/** The small label over the title: the family, or the listing for blog posts and insights. */
export function ogLabelOf(routePath: string, family: OgFamily = ogFamilyOf(routePath)): string {
  const listing = linkPreviews.listingLabels.find(({ path: prefix }) =>
    routePath.startsWith(prefix),
  );
  return listing?.label ?? linkPreviews.familyLabels[family];
}

function titleSize(title: string): number {
  if (title.length <= 28) return 72;
  if (title.length <= 48) return 62;
  if (title.length <= 72) return 54;
  return 46;
}

function card(title: string, routePath: string, host: string): Node {
  const family = ogFamilyOf(routePath);
  return h(
    "div",
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      display: "flex",
      position: "relative",
      fontFamily: "Geist",
      color: colors.foreground,
      backgroundColor: colors.background,
    },
    [
      h("img", { position: "absolute", left: 0, top: 0 }, undefined, {
        src: backdrop,
        width: OG_WIDTH,
        height: OG_HEIGHT,
      }),
      h("img", { position: "absolute", right: 56, top: 95 }, undefined, {
        src: svgDataUri(motifs[family], 440, 440),
        width: 440,
        height: 440,
      }),
      h(
        "div",
        {
          position: "absolute",
          left: 72,
          top: 64,
          bottom: 64,
          width: 640,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
        },
        [
          h("div", { display: "flex", alignItems: "center", gap: 16 }, [
            h("img", {}, undefined, { src: brandMarkUri, width: 44, height: 44 }),
            h(
              "div",
              { fontSize: 22, fontWeight: 700, letterSpacing: 2, color: colors.foreground },
              site.name.toUpperCase(),
            ),
          ]),
          h("div", { display: "flex", flexDirection: "column", gap: 22 }, [
            h(
              "div",
              {
                fontSize: 24,
                fontWeight: 600,
                letterSpacing: 3,
                color: colors.primary,
                textTransform: "uppercase",
              },
              ogLabelOf(routePath, family),
            ),
            h(
              "div",
              {
                fontSize: titleSize(title),
                fontWeight: 700,
                lineHeight: 1.08,
                letterSpacing: -1.5,
                color: colors.foreground,
              },
              title,
            ),
          ]),
          h("div", { fontSize: 24, fontWeight: 400, color: colors.muted }, host),
        ],
      ),
    ],
  );
}

let fonts: { name: string; data: Buffer; weight: 400 | 600 | 700; style: "normal" }[] | undefined;

/** Renders one preview to PNG bytes. */
export async function renderOgImage(title: string, routePath: string, host: string) {
  fonts ??= ([400, 600, 700] as const).map((weight) => ({
    name: "Geist",
    data: readFileSync(brandStaticFiles[weight]),
    weight,
    style: "normal" as const,
  }));
  const svg = await satori(card(title, routePath, host) as never, {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
}

/**
 * Rendering takes a few hundred milliseconds an image, so finished images are kept in
 * node_modules/.cache, keyed by everything that draws them: this file, the colours and the
 * brand mark, the font files, the title, the address and the host. A build redraws only the previews that changed.
 */
const cacheDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../node_modules/.cache/og-images",
);
let drawingHash: string | undefined;

function cacheFile(title: string, routePath: string, host: string): string {
  drawingHash ??= createHash("sha256")
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(JSON.stringify(colors) + brandMarkUri)
    .update(
      Object.values(brandStaticFiles)
        .map((file) => readFileSync(file))
        .join(""),
    )
    .digest("hex");
  const key = createHash("sha256")
    .update(JSON.stringify([drawingHash, title, routePath, host]))
    .digest("hex");
  return path.join(cacheDir, `${key.slice(0, 32)}.png`);
}

/** Writes the preview of every route into the built site; returns how many were drawn anew. */
export async function writeOgImages(
  pages: { path: string; title: string }[],
  distDir: string,
  host: string,
): Promise<{ drawn: number; cached: number }> {
  mkdirSync(cacheDir, { recursive: true });
  let drawn = 0;
  for (const page of pages) {
    const file = path.join(distDir, ogImagePath(page.path));
    mkdirSync(path.dirname(file), { recursive: true });
    const cached = cacheFile(page.title, page.path, host);
    if (!existsSync(cached)) {
      writeFileSync(cached, await renderOgImage(page.title, page.path, host));
      drawn++;
    }
    copyFileSync(cached, file);
  }
  return { drawn, cached: pages.length - drawn };
}
