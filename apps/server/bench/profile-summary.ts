/**
 * Where a V8 CPU profile's time went: self time by area (a package, a folder of the server,
 * Node's own modules, garbage collection, idle), self time by function and total time (with what
 * it calls) by function, each in per cent of the profile's busy time (idle left out).
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The area of a script: a package, a folder of ours, or Node's own modules. */
export function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) {
    const module = url.slice(5).replace(/^internal\//, "");
    const top = module.split("/")[0];
    return `node:${["http", "_http_server", "_http_outgoing", "_http_common"].includes(top) ? "http" : top}`;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours = /\/(apps\/server\/src|packages\/contract\/src)\/((?:modules\/)?[^/]+)/.exec(url);
  if (ours) return `${ours[1].startsWith("packages") ? "contract" : "src"}/${ours[2]}`;
  return url.replace(/^file:\/\//, "");
}

const percent = (value: number, whole: number) => Math.round((value / whole) * 1000) / 10;

export function summarizeProfile(file: string) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const idle = profile.nodes
    .filter((node) => node.callFrame.functionName === "(idle)")
    .reduce((sum, node) => sum + (self.get(node.id) ?? 0), 0);
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  const busy = total - idle;

  const areas = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const keyOf = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${areaOf(url, functionName)}:${lineNumber + 1}` : "";
    return `${functionName || "(anonymous)"} ${where}`.trim();
  };
  for (const node of profile.nodes) {
    if (node.callFrame.functionName === "(idle)") continue;
    const time = self.get(node.id) ?? 0;
    const area = areaOf(node.callFrame.url, node.callFrame.functionName);
    areas.set(area, (areas.get(area) ?? 0) + time);
    selfByFunction.set(keyOf(node), (selfByFunction.get(keyOf(node)) ?? 0) + time);
  }
  // Total time per function, each call stack counted once however often it recurses.
  const inclusive = new Map<string, number>();
  const active = new Map<string, number>();
  const walk = (node: ProfileNode): number => {
    const key = keyOf(node);
    active.set(key, (active.get(key) ?? 0) + 1);
    let sum = self.get(node.id) ?? 0;
    for (const child of node.children ?? []) sum += walk(byId.get(child) as ProfileNode);
    active.set(key, (active.get(key) ?? 1) - 1);
    if (!active.get(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + sum);
    return sum;
  };
  walk(profile.nodes[0]);

  const rank = (entries: Map<string, number>, label: string) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .map(([key, time]) => ({ [label]: key, "% of busy": percent(time, busy) }));
  return {
    busySeconds: Math.round(busy / 1e4) / 100,
    idleSeconds: Math.round(idle / 1e4) / 100,
    areas: rank(areas, "area (self time)"),
    functions: rank(selfByFunction, "function (self time)"),
    totals: rank(inclusive, "function (total time)")
      .filter((row) => !String(row["function (total time)"]).startsWith("("))
      .slice(0, 40),
  };
}
