/**
 * After `react-router build`: what the public site needs beside its pages.
 * - `/site.js`, the script of the pages without React (app/site/browser/site-script.ts), and
 *   the page scripts beside it (`/<name>.js` from `<name>-script.ts`, SITE_PAGE_SCRIPTS);
 * - the 1200×630 sharing pictures, one per language (`/og/tempus-<language>.png`);
 * - `sitemap.xml` (every public page in both languages, with alternates) and `robots.txt`,
 *   written with the origin placeholder that the server replaces by `PUBLIC_URL`;
 * - `__app-fallback.html`, the app's fallback page with its shell preloaded (scripts/app-fallback.ts);
 * - the installable app: `/app-sw.js`, `/app.webmanifest` and its icons (scripts/app-offline.ts);
 * - brotli and gzip copies of every compressible static file, served as they are.
 * Run: `node scripts/site-assets.ts` (the web workspace's build does).
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "@tempus/contract/constants";
import { build } from "esbuild";
import sharp from "sharp";
import {
  localizedPath,
  SITE_LANGUAGES,
  SITE_PAGE_SCRIPTS,
  SITE_PAGES,
  type SiteLanguage,
} from "../app/site/pages.ts";
import { appFallbackHtml, appShellChunks } from "./app-fallback.ts";
import { writeOfflineApp } from "./app-offline.ts";
import { ENDPOINTS_MODULE, endpointRoutesModule, endpointsNamedIn } from "./endpoint-routes.ts";

const client = new URL("../build/client/", import.meta.url).pathname;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(origin: string): string {
  const urls = SITE_LANGUAGES.flatMap((language) =>
    SITE_PAGES.map((page) => {
      const alternates = [
        ...SITE_LANGUAGES.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(origin + localizedPath(page.path, other))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + page.path)}"/>`,
      ];
      return [
        "  <url>",
        `    <loc>${escapeXml(origin + localizedPath(page.path, language))}</loc>`,
        ...alternates,
        "  </url>",
      ].join("\n");
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /app",
    "Disallow: /api",
    "Disallow: /verify-email-token",
    "Disallow: /shared",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const OG_TEXT: Record<SiteLanguage, { lines: [string, string]; footer: string }> = {
  en: {
    lines: ["Time tracking and billing", "for freelancers and companies"],
    footer: "Timer · Calendar · Rates · Statistics · Teams",
  },
  de: {
    lines: ["Zeiterfassung und Abrechnung", "für Freelancer und Unternehmen"],
    footer: "Timer · Kalender · Stundensätze · Statistik · Teams",
  },
  fr: {
    lines: ["Suivi du temps et facturation", "pour indépendants et entreprises"],
    footer: "Chronomètre · Calendrier · Tarifs · Statistiques · Équipes",
  },
  nl: {
    lines: ["Tijdregistratie en facturatie", "voor freelancers en bedrijven"],
    footer: "Timer · Kalender · Tarieven · Statistieken · Teams",
  },
};

/** The sharing picture: the brand's warm gradient, a clock, the name and the promise. */
export function ogImageSvg(language: SiteLanguage): string {
  const { lines, footer } = OG_TEXT[language];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff3e0"/><stop offset="1" stop-color="#ffcc80"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="0" y="560" width="1200" height="70" fill="#4e342e"/>
  <g transform="translate(1010 290) scale(0.78)">
    <circle r="170" fill="#ffffff" stroke="#b85000" stroke-width="18"/>
    <rect x="-30" y="-215" width="60" height="34" rx="8" fill="#b85000"/>
    <line x1="0" y1="0" x2="0" y2="-115" stroke="#4e342e" stroke-width="16" stroke-linecap="round"/>
    <line x1="0" y1="0" x2="80" y2="45" stroke="#b85000" stroke-width="16" stroke-linecap="round"/>
    <circle r="16" fill="#4e342e"/>
  </g>
  <text x="80" y="230" font-family="DejaVu Sans, Arial, sans-serif" font-size="110" font-weight="bold" fill="#3e2723">Tempus</text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#4e342e">${escapeXml(lines[0])}</text>
  <text x="80" y="392" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#4e342e">${escapeXml(lines[1])}</text>
  <text x="80" y="606" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#ffe0b2">${escapeXml(footer)}</text>
</svg>`;
}

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|xml|map)$/;

function* filesBelow(folder: string): Generator<string> {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) yield* filesBelow(path);
    else yield path;
  }
}

/** Writes `file.br` and `file.gz` beside every compressible static file (not the pages: the server fills those in first). */
function compressStaticFiles(): number {
  let count = 0;
  for (const file of filesBelow(client)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith("sitemap.xml") || file.endsWith("robots.txt")) {
      continue;
    }
    const contents = readFileSync(file);
    if (contents.length < 512) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(contents, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(contents, { level: 9 }));
    count += 1;
  }
  return count;
}

async function main() {
  await build({
    entryPoints: ["site", ...SITE_PAGE_SCRIPTS].map((name) => ({
      in: new URL(`../app/site/browser/${name}-script.ts`, import.meta.url).pathname,
      out: name,
    })),
    outdir: client,
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    logLevel: "warning",
    plugins: [
      {
        name: "endpoints-without-schemas",
        setup(site) {
          site.onResolve({ filter: /^@tempus\/contract\/endpoints$/ }, () => ({
            path: ENDPOINTS_MODULE,
            namespace: "endpoint-routes",
          }));
          // An object's unused entries stay in an esbuild bundle: the scripts get the endpoints they name.
          const browser = new URL("../app/site/browser/", import.meta.url).pathname;
          const sources = readdirSync(browser, { recursive: true, encoding: "utf8" })
            .filter((name) => name.endsWith(".ts"))
            .map((name) => readFileSync(join(browser, name), "utf8"));
          site.onLoad({ filter: /.*/, namespace: "endpoint-routes" }, async () => ({
            contents: await endpointRoutesModule(endpointsNamedIn(sources)),
            loader: "js",
          }));
        },
      },
    ],
  });
  mkdirSync(join(client, "og"), { recursive: true });
  for (const language of SITE_LANGUAGES) {
    await sharp(Buffer.from(ogImageSvg(language)))
      .png({ compressionLevel: 9 })
      .toFile(join(client, "og", `tempus-${language}.png`));
  }
  writeFileSync(join(client, "sitemap.xml"), sitemapXml(PUBLIC_ORIGIN_PLACEHOLDER));
  writeFileSync(join(client, "robots.txt"), robotsTxt(PUBLIC_ORIGIN_PLACEHOLDER));
  const chunks = JSON.parse(readFileSync(join(client, "..", "client-chunks.json"), "utf8"));
  writeFileSync(
    join(client, "__app-fallback.html"),
    appFallbackHtml(
      readFileSync(join(client, "__spa-fallback.html"), "utf8"),
      appShellChunks(chunks),
    ),
  );
  const offline = await writeOfflineApp(client, chunks);
  const compressed = compressStaticFiles();
  console.log(
    `site assets: ${["site", ...SITE_PAGE_SCRIPTS].map((name) => `${name}.js`).join(", ")}, sharing pictures, sitemap.xml, robots.txt, __app-fallback.html, app-sw.js (${offline.files} files cached at install), app.webmanifest; ${compressed} files compressed`,
  );
}

if (import.meta.main) await main();
