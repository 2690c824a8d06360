import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const logModule = fileURLToPath(new URL("../src/lib/log.ts", import.meta.url));
const pinoModule = import.meta.resolve("pino");

/** Runs `body` in a process whose log goes to standard output; answers its output by the time. */
async function run(body: string) {
  const dir = mkdtempSync(join(tmpdir(), "tempus-log-"));
  const script = join(dir, "script.ts");
  writeFileSync(
    script,
    `import { pino } from ${JSON.stringify(pinoModule)};
import { bufferedStdout } from ${JSON.stringify(logModule)};
const out = bufferedStdout();
const log = pino({ base: null, timestamp: false }, out.stream);
${body}`,
  );
  const child = spawn(process.execPath, [script], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const started = performance.now();
  const seen: { at: number; text: string }[] = [];
  child.stdout.on("data", (chunk: Buffer) =>
    seen.push({ at: performance.now() - started, text: chunk.toString() }),
  );
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const code = await new Promise((resolve) => child.once("exit", resolve));
  return { code, seen, errors };
}

describe("the buffered standard output of the log", () => {
  it("writes a quiet server's line within a second, not when a block is full", async () => {
    const { code, seen, errors } = await run(`log.info("first");
await new Promise((resolve) => setTimeout(resolve, 2500));
log.info("second");
process.exit(0);`);
    expect([code, errors]).toEqual([0, ""]);
    expect(seen[0].text).toBe('{"level":30,"msg":"first"}\n');
    expect(seen[0].at).toBeLessThan(2000);
    expect(seen.map((chunk) => chunk.text).join("")).toBe(
      '{"level":30,"msg":"first"}\n{"level":30,"msg":"second"}\n',
    );
  });

  it("writes what is left when the process exits at once, and many lines in few writes", async () => {
    const { code, seen, errors } = await run(`for (let i = 0; i < 1000; i++) log.info("line " + i);
process.exit(0);`);
    expect([code, errors]).toEqual([0, ""]);
    const lines = seen
      .map((chunk) => chunk.text)
      .join("")
      .trimEnd()
      .split("\n");
    expect(lines).toHaveLength(1000);
    expect(lines[999]).toBe('{"level":30,"msg":"line 999"}');
    expect(seen.length).toBeLessThan(100);
  });
});
