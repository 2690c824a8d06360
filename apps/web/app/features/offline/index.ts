/** What other features use of the offline queue (decision 033): the timer and the entry dialog queue their writes. */
export {
  forgetOfflineCopies,
  isNetworkFailure,
  isOffline,
  type LogChanges,
  queueChange,
  queueCreate,
  runningTimer,
  updateQueued,
  useQueuedWrites,
} from "./queue.ts";
