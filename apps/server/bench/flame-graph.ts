/**
 * A V8 CPU profile as a flame graph in SVG: each box a function on a call path, as wide as the
 * time spent in it and what it called, callers below their callees. Idle time is left out; boxes
 * narrower than a pixel are dropped; each box's title (shown on hover when the file is opened on
 * its own) names the function, where it lives and its share of the busy time.
 */
import { readFileSync } from "node:fs";
import { areaOf } from "./profile-summary.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Box {
  label: string;
  title: string;
  area: string;
  time: number;
  children: Box[];
}

const WIDTH = 1200;
const ROW = 16;

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A warm colour per area, the same area always the same colour. */
function colourOf(area: string) {
  let hash = 0;
  for (const char of area) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue =
    area.startsWith("src/") || area.startsWith("contract/") ? 200 + (hash % 40) : hash % 50;
  return `hsl(${hue}, ${60 + (hash % 30)}%, ${62 + (hash % 15)}%)`;
}

export function flameGraph(file: string, heading: string): string {
  const profile = JSON.parse(readFileSync(file, "utf8")) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const build = (node: ProfileNode): Box => {
    const { functionName, url, lineNumber } = node.callFrame;
    const area = areaOf(url, functionName);
    const children = (node.children ?? [])
      .map((id) => byId.get(id) as ProfileNode)
      .filter((child) => child.callFrame.functionName !== "(idle)")
      .map(build);
    const name = functionName || "(anonymous)";
    return {
      label: url ? `${name} ${area}` : name,
      title: url ? `${name} (${area}:${lineNumber + 1})` : name,
      area,
      time: (self.get(node.id) ?? 0) + children.reduce((sum, child) => sum + child.time, 0),
      children,
    };
  };
  const root = build(profile.nodes[0]);
  const boxes: string[] = [];
  let depth = 0;
  const place = (box: Box, x: number, level: number) => {
    const width = (box.time / root.time) * WIDTH;
    if (width < 1) return;
    depth = Math.max(depth, level);
    const share = Math.round((box.time / root.time) * 1000) / 10;
    const characters = Math.floor((width - 6) / 6.5);
    const text =
      characters >= 3
        ? box.label.length > characters
          ? `${box.label.slice(0, characters - 1)}…`
          : box.label
        : "";
    boxes.push(
      `<g><title>${escapeXml(`${box.title}: ${share} %`)}</title><rect x="${x.toFixed(1)}" y="{y${level}}" width="${width.toFixed(1)}" height="${ROW - 1}" fill="${level === 0 ? "#ccc" : colourOf(box.area)}"/>${text ? `<text x="${(x + 3).toFixed(1)}" y="{t${level}}">${escapeXml(text)}</text>` : ""}</g>`,
    );
    let offset = x;
    for (const child of [...box.children].sort((a, b) => a.label.localeCompare(b.label))) {
      place(child, offset, level + 1);
      offset += (child.time / root.time) * WIDTH;
    }
  };
  root.label = "all busy time";
  root.title = root.label;
  place(root, 0, 0);
  const top = 24;
  const height = top + (depth + 1) * ROW + 4;
  const rows = (svg: string) =>
    svg
      .replace(/\{y(\d+)\}/g, (_, level) => String(height - 4 - (Number(level) + 1) * ROW))
      .replace(/\{t(\d+)\}/g, (_, level) => String(height - 4 - Number(level) * ROW - 4));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="11">
<title>${escapeXml(`Flame graph: ${heading}`)}</title>
<rect width="100%" height="100%" fill="#fff"/>
<text x="4" y="16" font-size="13">${escapeXml(heading)}</text>
${rows(boxes.join("\n"))}
</svg>
`;
}
