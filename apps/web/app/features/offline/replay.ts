import { endpoints } from "@tempus/contract/endpoints";
import { api, firstErrorMessage } from "../../lib/api-client.ts";
import { pathOf } from "../../lib/call.ts";
import {
  isNetworkFailure,
  type LogChanges,
  type QueuedWrite,
  queuedWrites,
  saveQueue,
} from "./queue.ts";

/** How one write goes to the server: a create answers the log it made. */
export type Send = (write: QueuedWrite) => Promise<{ id: number } | undefined>;

/** The API: a create as a POST of the whole log (with its Idempotency-Key), a change as a PATCH. */
export const sendToApi: Send = async (write) => {
  if (write.kind === "create") {
    // The write's id is its Idempotency-Key: a create whose answer was lost is answered again,
    // not stored twice (decision 036).
    return (await api(pathOf(endpoints.timelog.create), {
      method: "POST",
      body: write.body,
      headers: { "idempotency-key": write.id },
    })) as { id: number };
  }
  await api(pathOf(endpoints.timelog.patch, { id: write.log }), {
    method: "PATCH",
    body: write.body,
  });
  return undefined;
};

export interface ReplayResult {
  sent: number;
  refused: number;
  /** The connection failed on the way: the rest waits for the next try. */
  interrupted: boolean;
}

let running: Promise<ReplayResult> | null = null;

/**
 * Sends the waiting writes in their order, one at a time (never two replays at once). A write
 * the server refused stays, marked with its message, and the next ones go on; a failed
 * connection stops the replay with everything from there still waiting. What the user changed
 * while a create was on its way (the offline timer stopped, its description edited) follows as
 * a change of the log the server made.
 */
export function replay(
  send: Send = sendToApi,
  unexpected = "The server refused this change.",
): Promise<ReplayResult> {
  running ??= (async () => {
    const result: ReplayResult = { sent: 0, refused: 0, interrupted: false };
    const done = new Set<string>();
    for (;;) {
      const write = queuedWrites().find((each) => !each.refused && !done.has(each.id));
      if (!write) break;
      done.add(write.id);
      let answer: { id: number } | undefined;
      try {
        answer = await send(write);
      } catch (error) {
        if (isNetworkFailure(error) || isTransient(error)) {
          result.interrupted = true;
          break;
        }
        result.refused += 1;
        saveQueue(
          queuedWrites().map((each) =>
            each.id === write.id
              ? { ...each, refused: firstErrorMessage(error, unexpected) }
              : each,
          ),
        );
        continue;
      }
      result.sent += 1;
      saveQueue(settle(queuedWrites(), write, answer));
    }
    return result;
  })().finally(() => {
    running = null;
  });
  return running;
}

/** A server error or a throttled answer: worth sending again later, not the user's to resolve. */
const isTransient = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && (status >= 500 || status === 429 || status === 408);
};

/**
 * The queue once `sent` has gone through: it leaves; if the user changed it meanwhile (the queue
 * holds another version of it), the difference becomes a change of the log the server made.
 */
export function settle(
  queue: readonly QueuedWrite[],
  sent: QueuedWrite,
  answer: { id: number } | undefined,
): QueuedWrite[] {
  return queue.flatMap((write): QueuedWrite[] => {
    if (write.id !== sent.id) return [write];
    if (write === sent || JSON.stringify(write.body) === JSON.stringify(sent.body)) return [];
    if (write.kind === "create" && sent.kind === "create" && answer) {
      const body: LogChanges = {};
      if (write.body.description !== sent.body.description)
        body.description = write.body.description;
      if (write.body.billable !== sent.body.billable) body.billable = write.body.billable;
      if (write.body.end !== sent.body.end && write.body.end !== null) body.end = write.body.end;
      return [{ id: `${write.id}:after`, kind: "change", log: answer.id, body }];
    }
    // A change edited while it was sent: the newer values go again.
    return [write];
  });
}
