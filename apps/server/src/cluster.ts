import cluster, { type Worker } from "node:cluster";
import type { Log } from "./lib/log.ts";

/** The environment variable that tells a worker process its slot (0 … workers − 1). */
export const WORKER_SLOT_ENV = "TEMPUS_WORKER_SLOT";

/** The slot of this worker process, or undefined in a process that serves alone. */
export function workerSlot(): number | undefined {
  if (!cluster.isWorker) return undefined;
  const slot = Number(process.env[WORKER_SLOT_ENV]);
  return Number.isInteger(slot) && slot >= 0 ? slot : undefined;
}

export interface SupervisorOptions {
  workers: number;
  log: Log;
  /** Called once, when every worker has listened for the first time. */
  onReady?: () => void;
  /** How long stopping workers may take before they are killed. */
  stopTimeoutMs?: number;
}

/** How long a worker that crashed waits before it is started again, by its recent crashes. */
export function restartDelayMs(recentCrashes: number): number {
  return recentCrashes <= 1 ? 0 : Math.min(30_000, 1000 * 2 ** (recentCrashes - 2));
}

const CRASH_WINDOW_MS = 60_000;

/**
 * The primary process: forks `workers` processes that share the port (node:cluster), starts a
 * worker again when one dies after it served, and stops them all on SIGINT or SIGTERM. A worker
 * that dies before it ever listened (a port in use, a database that refuses) stops the whole
 * server: starting it again would fail the same way. Resolves with the exit code for the primary.
 */
export function superviseWorkers({
  workers,
  log,
  onReady,
  stopTimeoutMs = 30_000,
}: SupervisorOptions): Promise<number> {
  const slots: (Worker | undefined)[] = Array.from({ length: workers }, () => undefined);
  const listened = new Set<number>();
  const crashes: number[][] = slots.map(() => []);
  let ready = false;
  let stopping = false;
  let exitCode = 0;
  let killTimer: NodeJS.Timeout | undefined;
  const restartTimers = new Set<NodeJS.Timeout>();

  return new Promise<number>((resolve) => {
    const finishIfDone = () => {
      if (stopping && slots.every((worker) => worker === undefined) && restartTimers.size === 0) {
        if (killTimer) clearTimeout(killTimer);
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
        cluster.off("exit", onExit);
        resolve(exitCode);
      }
    };

    const stop = (reason: string) => {
      if (stopping) return;
      stopping = true;
      log.info({ reason }, "stopping the workers");
      for (const timer of restartTimers) clearTimeout(timer);
      restartTimers.clear();
      for (const worker of slots) worker?.process.kill("SIGTERM");
      killTimer = setTimeout(() => {
        for (const worker of slots) {
          if (!worker) continue;
          log.error({ pid: worker.process.pid }, "a worker did not stop in time; killed");
          worker.process.kill("SIGKILL");
        }
      }, stopTimeoutMs);
      killTimer.unref();
      finishIfDone();
    };

    const fork = (slot: number) => {
      const worker = cluster.fork({ [WORKER_SLOT_ENV]: String(slot) });
      slots[slot] = worker;
      worker.once("listening", () => {
        listened.add(slot);
        if (!ready && listened.size === workers) {
          ready = true;
          onReady?.();
        }
      });
    };

    const onExit = (worker: Worker, code: number | null, signal: string | null) => {
      const slot = slots.indexOf(worker);
      if (slot === -1) return;
      slots[slot] = undefined;
      if (stopping) {
        if (code !== 0 && signal !== "SIGTERM" && signal !== "SIGINT") exitCode = 1;
        finishIfDone();
        return;
      }
      if (!listened.has(slot)) {
        log.error({ slot, code, signal }, "a worker failed while starting; stopping the server");
        exitCode = 1;
        stop("a worker failed while starting");
        return;
      }
      const now = Date.now();
      const recent = crashes[slot].filter((at) => now - at < CRASH_WINDOW_MS);
      recent.push(now);
      crashes[slot] = recent;
      const delay = restartDelayMs(recent.length);
      log.error({ slot, code, signal, restartInMs: delay }, "a worker exited; starting another");
      const timer = setTimeout(() => {
        restartTimers.delete(timer);
        if (!stopping) fork(slot);
      }, delay);
      restartTimers.add(timer);
    };

    const onSignal = (signal: NodeJS.Signals) => stop(signal);
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    cluster.on("exit", onExit);
    for (let slot = 0; slot < workers; slot++) fork(slot);
  });
}
