/**
 * A few worker threads for work that would hold the event loop (rendering a
 * large document): one fewer than the processors, at least one, each started
 * when the tasks first need it and kept for the next ones until close(). A
 * task goes to an idle thread, else to a new one, else to the least busy.
 *
 * The worker's module is loaded by Node itself (not by Vite under Vitest):
 * it and all it imports must be files Node resolves and strips (explicit .ts
 * extensions, no enums or parameter properties). It calls serveTasks(), which
 * tells the pool that it is ready. A pool whose thread cannot start (no worker
 * support, a module it cannot load) runs its tasks in place from then on,
 * those it had given that thread too, and says so once (onUnavailable). A task
 * is posted to its thread once the thread is ready, so what it moves there (a
 * MessagePort to talk to it while it runs) is still here when it runs in place.
 */
import { availableParallelism } from "node:os";
import { parentPort, type Transferable, threadId, Worker } from "node:worker_threads";

/** A task's result, and the id of the thread that worked it out (this one's, when in place). */
export interface Settled<Out> {
  value: Out;
  threadId: number;
}

/** What a worker's task answers: its result and the buffers moved to the pool rather than copied. */
export interface Answer<Out> {
  value: Out;
  transfer: Transferable[];
}

export interface WorkerPoolOptions<In, Out> {
  /** The worker's module, which calls serveTasks(). */
  module: URL;
  /** The same work in this thread, for when no thread can be started. */
  inProcess: (input: In) => Promise<Out>;
  /** Told once, when the pool gives up on threads. */
  onUnavailable: (error: Error) => void;
  size?: number;
}

export interface WorkerPool<In, Out> {
  /**
   * Runs a task on a thread: `input` is copied there (structured clone), except
   * what `transfer` names (a MessagePort, buffers), which is moved.
   */
  run(input: In, transfer?: Transferable[]): Promise<Settled<Out>>;
  /** Stops the threads (their unfinished tasks fail); a later task starts new ones. */
  close(): Promise<void>;
}

/** One fewer than the processors (the event loop keeps one), at least one. */
export const defaultPoolSize = () => Math.max(1, availableParallelism() - 1);

/** An error as it crosses threads: its class, name, message, stack, own fields and cause. */
type Thrown =
  | {
      error: {
        kind: string;
        name: string;
        message: string;
        stack?: string;
        fields: Record<string, unknown>;
        cause?: Thrown;
      };
    }
  | { value: unknown };

type Reply<Out> = { ready: true } | { id: number; value: Out } | { id: number; thrown: Thrown };

const ERROR_CLASSES: Record<string, ErrorConstructor> = {
  Error,
  EvalError,
  RangeError,
  ReferenceError,
  SyntaxError,
  TypeError,
  URIError,
};

/** The nearest built-in error class of `error` (structured clone keeps no other). */
function errorKind(error: Error): string {
  for (let proto = Object.getPrototypeOf(error); proto; proto = Object.getPrototypeOf(proto)) {
    const name = proto.constructor?.name;
    if (Object.hasOwn(ERROR_CLASSES, name) && proto === ERROR_CLASSES[name].prototype) return name;
  }
  return "Error";
}

const cloneable = (value: unknown) => {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
};

/** What `thrown` is, as a message can carry it (its causes up to a depth, a cycle being possible). */
function describeThrown(thrown: unknown, depth = 0): Thrown {
  if (!(thrown instanceof Error)) return { value: cloneable(thrown) ? thrown : String(thrown) };
  const fields = Object.fromEntries(
    Object.entries(thrown).filter(([key, value]) => key !== "cause" && cloneable(value)),
  );
  return {
    error: {
      kind: errorKind(thrown),
      name: thrown.name,
      message: thrown.message,
      stack: thrown.stack,
      fields,
      cause: "cause" in thrown && depth < 8 ? describeThrown(thrown.cause, depth + 1) : undefined,
    },
  };
}

/** The error again, in this thread: same class (if built-in), name, message, stack and fields. */
function reviveThrown(thrown: Thrown): unknown {
  if ("value" in thrown) return thrown.value;
  const { kind, name, message, stack, fields, cause } = thrown.error;
  const ErrorClass = ERROR_CLASSES[kind] ?? Error;
  const error = cause
    ? new ErrorClass(message, { cause: reviveThrown(cause) })
    : new ErrorClass(message);
  if (error.name !== name) error.name = name;
  if (stack !== undefined) error.stack = stack;
  return Object.assign(error, fields);
}

/** `bytes` over an ArrayBuffer of their own (copied when they share one, as a pooled Buffer does), to transfer. */
export function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === buffer.byteLength
    ? new Uint8Array(buffer)
    : new Uint8Array(bytes);
}

/** In a worker's module: answers the pool's tasks with `work`, and tells the pool it is ready. */
export function serveTasks<In, Out>(work: (input: In) => Promise<Answer<Out>>) {
  const port = parentPort;
  if (!port) throw new Error("serveTasks() runs in a worker thread");
  port.on("message", async ({ id, input }: { id: number; input: In }) => {
    try {
      const { value, transfer } = await work(input);
      port.postMessage({ id, value } satisfies Reply<Out>, transfer);
    } catch (error) {
      port.postMessage({ id, thrown: describeThrown(error) } satisfies Reply<Out>);
    }
  });
  port.postMessage({ ready: true } satisfies Reply<Out>);
}

interface Task<In, Out> {
  input: In;
  transfer: Transferable[];
  resolve: (settled: Settled<Out>) => void;
  reject: (error: unknown) => void;
}

interface Thread<In, Out> {
  worker: Worker;
  /** It has loaded its module (serveTasks() answered). */
  ready: boolean;
  closed: boolean;
  tasks: Map<number, Task<In, Out>>;
  /** Tasks given to it before it was ready, posted when it is. */
  waiting: number[];
}

export function createWorkerPool<In, Out>(
  options: WorkerPoolOptions<In, Out>,
): WorkerPool<In, Out> {
  const size = options.size ?? defaultPoolSize();
  let threads: Thread<In, Out>[] = [];
  let unavailable = false;
  let nextId = 0;

  const inPlace = async (input: In): Promise<Settled<Out>> => ({
    value: await options.inProcess(input),
    threadId,
  });
  const giveUp = (error: Error) => {
    if (unavailable) return;
    unavailable = true;
    options.onUnavailable(error);
  };

  function start(): Thread<In, Out> | null {
    let worker: Worker;
    try {
      worker = new Worker(options.module);
    } catch (error) {
      giveUp(error instanceof Error ? error : new Error(String(error)));
      return null;
    }
    const thread: Thread<In, Out> = {
      worker,
      ready: false,
      closed: false,
      tasks: new Map(),
      waiting: [],
    };
    worker.on("message", (reply: Reply<Out>) => {
      if ("ready" in reply) {
        thread.ready = true;
        for (const id of thread.waiting.splice(0)) post(thread, id);
        return;
      }
      const task = thread.tasks.get(reply.id);
      if (!task) return;
      thread.tasks.delete(reply.id);
      if (thread.tasks.size === 0) worker.unref();
      if ("thrown" in reply) task.reject(reviveThrown(reply.thrown));
      else task.resolve({ value: reply.value, threadId: worker.threadId });
    });
    // A thread that stops fails its tasks, and the next task starts another; one that never
    // became ready means no thread will: its tasks, and all after them, are run in place.
    const lost = (error: Error) => {
      if (thread.closed) return;
      threads = threads.filter((other) => other !== thread);
      const tasks = [...thread.tasks.values()];
      thread.tasks.clear();
      thread.waiting = [];
      if (!thread.ready) giveUp(error);
      for (const task of tasks) {
        if (thread.ready) task.reject(error);
        else inPlace(task.input).then(task.resolve, task.reject);
      }
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`the worker thread stopped (exit code ${code})`)));
    // After the listeners, which ref it again: an idle thread keeps no process alive.
    worker.unref();
    threads.push(thread);
    return thread;
  }

  function post(thread: Thread<In, Out>, id: number) {
    const task = thread.tasks.get(id);
    if (task) thread.worker.postMessage({ id, input: task.input }, task.transfer);
  }

  const leastBusy = () =>
    threads.reduce((best, thread) => (thread.tasks.size < best.tasks.size ? thread : best));

  return {
    async run(input, transfer = []) {
      if (unavailable) return inPlace(input);
      const idle = threads.find((thread) => thread.tasks.size === 0);
      const thread = idle ?? (threads.length < size ? start() : leastBusy());
      if (!thread) return inPlace(input);
      const id = nextId++;
      return new Promise<Settled<Out>>((resolve, reject) => {
        thread.tasks.set(id, { input, transfer, resolve, reject });
        if (thread.ready) post(thread, id);
        else thread.waiting.push(id);
        thread.worker.ref();
      });
    },
    async close() {
      const closing = threads;
      threads = [];
      await Promise.all(
        closing.map(async (thread) => {
          thread.closed = true;
          for (const task of thread.tasks.values())
            task.reject(new Error("the worker pool was closed before the task was done"));
          thread.tasks.clear();
          await thread.worker.terminate();
        }),
      );
    },
  };
}
