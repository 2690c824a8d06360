import CloudOffOutlinedIcon from "@mui/icons-material/CloudOffOutlined";
import { Button } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { whenIdle } from "../../lib/idle.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";
import { useQueuedWrites } from "./queue.ts";

/** The list of waiting changes comes when it is asked for (the shell stays light). */
const QueuePanel = lazy(() =>
  import("./queue-panel.tsx").then((module) => ({ default: module.QueuePanel })),
);

/** The app's service worker: its scope is /app only, the public site never meets it. */
export const SERVICE_WORKER = "/app-sw.js";
/** How often waiting changes are tried again while the browser says it is online. */
const RETRY_MS = 30_000;

const onlineNow = () => navigator.onLine;
function useOnline() {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener("online", listener);
      window.addEventListener("offline", listener);
      return () => {
        window.removeEventListener("online", listener);
        window.removeEventListener("offline", listener);
      };
    },
    onlineNow,
    () => true,
  );
}

/**
 * The app bar's "offline — n changes waiting" (decision 033): registers the service worker,
 * sends what waits when the connection returns (the `online` event, start-up, every 30 seconds
 * while something waits) and opens the list of waiting changes, where a refused one is retried,
 * edited or discarded.
 */
export function OfflineStatus() {
  const { t } = useTranslation("time");
  const queryClient = useQueryClient();
  const online = useOnline();
  const queue = useQueuedWrites();
  const [open, setOpen] = useState(false);
  const waiting = queue.length;
  const refused = queue.some((write) => write.refused);

  const send = useCallback(async () => {
    if (!navigator.onLine) return;
    const { replay } = await import("./replay.ts");
    const result = await replay(undefined, t("accounts:unexpected"));
    if (result.sent > 0 || result.refused > 0)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.timelog] }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.dashboard] }),
      ]);
  }, [queryClient, t]);

  useEffect(() => {
    if ("serviceWorker" in navigator && import.meta.env.PROD)
      return whenIdle(() => {
        navigator.serviceWorker.register(SERVICE_WORKER, { scope: "/app" }).catch(() => undefined);
      });
  }, []);

  const pending = queue.some((write) => !write.refused);
  useEffect(() => {
    if (!online || !pending) return;
    void send();
    const timer = setInterval(() => void send(), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, pending, send]);

  if (online && waiting === 0) return null;
  const label = waiting
    ? t(online ? "offline.waiting" : "offline.offlineWaiting", { count: waiting })
    : t("offline.offline");
  return (
    <>
      <Button
        color={refused ? "error" : "inherit"}
        size="small"
        startIcon={<CloudOffOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="offline-status"
        sx={{ whiteSpace: "nowrap", textTransform: "none" }}
      >
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <QueuePanel onClose={() => setOpen(false)} onSend={send} online={online} />
        </Suspense>
      )}
    </>
  );
}
