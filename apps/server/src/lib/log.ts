import { type BaseLogger, pino } from "pino";

/** Where operations and jobs write what they report: the app's pino logger (or a child of it). */
export type Log = Pick<BaseLogger, "debug" | "info" | "warn" | "error">;

/** Bytes of log lines gathered before they are written; the rest goes out within a second. */
export const LOG_BUFFER_BYTES = 4096;
export const LOG_FLUSH_MS = 1000;

/**
 * Standard output for the app's log, written in blocks of LOG_BUFFER_BYTES instead of one system
 * call per line (each call was the largest cost of a request after its answer, and with several
 * worker processes on a busy machine single writes queued behind each other for hundreds of
 * milliseconds). A line waits at most LOG_FLUSH_MS; everything left is written when the app closes
 * and when the process exits (pino flushes its destinations on exit); a process killed outright
 * loses at most the last second.
 */
export function bufferedStdout() {
  const stream = pino.destination({ dest: 1, minLength: LOG_BUFFER_BYTES, sync: false });
  const timer = setInterval(() => {
    // flush() throws while the stream is still opening or already ended: nothing to write then.
    try {
      stream.flush();
    } catch {}
  }, LOG_FLUSH_MS);
  timer.unref();
  return {
    stream,
    close() {
      clearInterval(timer);
      try {
        stream.flushSync();
      } catch {}
    },
  };
}
