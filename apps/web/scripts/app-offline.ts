/**
 * The installable app (decision 033), written after the build beside the app's files:
 * - `/app-sw.js`: app/features/offline/service-worker.ts bundled, with the files it caches when it
 *   installs (the /app routes' chunks and everything they import, also later, the router's
 *   manifest, the app's texts in every language, the style sheets) and a version that changes
 *   with them;
 * - `/app.webmanifest` and its icons (`/app-icon-<size>.png`, drawn from the favicon);
 * - the manifest's link in `__app-fallback.html`, the page of /app only (the public site has none).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES } from "@tempus/contract/constants";
import { build } from "esbuild";
import sharp from "sharp";
import { APP_NAMESPACES } from "../app/lib/app-namespaces.ts";
import { theme } from "../app/lib/theme.ts";

export interface OfflineChunk {
  src?: string;
  imports: string[];
  dynamicImports?: string[];
}

/** Where the app's own code starts: the entry, the root and every /app route module. */
const APP_MODULE = /^app\/(?:entry\.client\.tsx|root\.tsx|routes\/app\/)/;

/** The files the service worker caches when it installs, as absolute paths. */
export function precacheFiles(
  chunks: Record<string, OfflineChunk>,
  assets: readonly string[],
): string[] {
  const files = new Set<string>();
  const queue = Object.keys(chunks).filter((file) => APP_MODULE.test(chunks[file].src ?? ""));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    // What the pages load later (dialogs, the calendar, the chart) too: offline there is no later.
    // Texts only in the app's namespaces, below.
    const next = [...(chunks[file]?.imports ?? []), ...(chunks[file]?.dynamicImports ?? [])];
    queue.push(...next.filter((each) => !chunks[each]?.src?.startsWith("app/locales/")));
  }
  const texts = new Set(
    LANGUAGES.flatMap((language) =>
      APP_NAMESPACES.map((namespace) => `app/locales/${language}/${namespace}.json`),
    ),
  );
  for (const [file, chunk] of Object.entries(chunks))
    if (chunk.src && texts.has(chunk.src)) files.add(file);
  for (const asset of assets)
    if (/^manifest-[\w-]+\.js$/.test(asset) || asset.endsWith(".css")) files.add(`assets/${asset}`);
  return [...files].sort().map((file) => `/${file}`);
}

export const ICON_SIZES = [192, 512] as const;

/** The web app manifest: the app at /app, standalone, in the theme's colours. */
export function webManifest() {
  return {
    name: "Tempus",
    short_name: "Tempus",
    description: "Time tracking and billing",
    id: "/app",
    start_url: "/app",
    scope: "/app",
    display: "standalone",
    background_color: theme.palette.background.default,
    theme_color: theme.palette.primary.main,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ...ICON_SIZES.map((size) => ({
        src: `/app-icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
      })),
      {
        src: "/app-icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
}

/** The app's page with the manifest linked (before `</head>`, once). */
export function withManifestLink(html: string): string {
  if (html.includes('rel="manifest"')) return html;
  const at = html.indexOf("</head>");
  if (at < 0) throw new Error("app-offline: the app's page has no </head>");
  const links =
    '<link rel="manifest" href="/app.webmanifest"/><link rel="apple-touch-icon" href="/app-icon-192.png"/>';
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/** An icon from the favicon on white: `inset` is the share of the side left around it. */
function icon(svg: Buffer, size: number, inset: number) {
  const inner = Math.round(size * (1 - 2 * inset));
  return sharp(svg, { density: 72 * (inner / 24) * 1.01 })
    .resize(inner, inner)
    .flatten({ background: "#ffffff" })
    .extend({
      top: Math.floor((size - inner) / 2),
      bottom: Math.ceil((size - inner) / 2),
      left: Math.floor((size - inner) / 2),
      right: Math.ceil((size - inner) / 2),
      background: "#ffffff",
    })
    .png({ compressionLevel: 9 });
}

/** Writes the worker, the manifest, the icons and the link into the built app in `client`. */
export async function writeOfflineApp(client: string, chunks: Record<string, OfflineChunk>) {
  const precache = precacheFiles(chunks, readdirSync(join(client, "assets")));
  const fallbackPath = join(client, "__app-fallback.html");
  const fallback = withManifestLink(readFileSync(fallbackPath, "utf8"));
  writeFileSync(fallbackPath, fallback);
  const version = createHash("sha256")
    .update(JSON.stringify(precache))
    .update(fallback)
    .digest("hex")
    .slice(0, 12);
  await build({
    entryPoints: [new URL("../app/features/offline/service-worker.ts", import.meta.url).pathname],
    outfile: join(client, "app-sw.js"),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    logLevel: "warning",
    define: { __PRECACHE__: JSON.stringify(precache), __VERSION__: JSON.stringify(version) },
  });
  writeFileSync(join(client, "app.webmanifest"), JSON.stringify(webManifest()));
  const svg = readFileSync(join(client, "favicon.svg"));
  for (const size of ICON_SIZES)
    await icon(svg, size, 0.08).toFile(join(client, `app-icon-${size}.png`));
  await icon(svg, 512, 0.2).toFile(join(client, "app-icon-maskable-512.png"));
  return { files: precache.length, version };
}
