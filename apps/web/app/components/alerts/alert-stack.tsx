import { Alert, AlertTitle, Stack } from "@mui/material";
import { ALERT_DISPLAY_MS } from "@tempus/contract/constants";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { takeCarriedAlert } from "../../lib/carried-alert.ts";

export type AlertColor = "success" | "info" | "warning" | "error";

export interface AlertItem {
  id: number;
  color: AlertColor;
  title: string;
  text: string;
}

interface AlertsApi {
  addAlert(alert: Omit<AlertItem, "id">): void;
}

const AlertsContext = createContext<AlertsApi | null>(null);

/**
 * Holds the banners of the root view. Each one disappears ALERT_DISPLAY_MS after
 * it was added, so the oldest goes first.
 */
export function AlertProvider({
  children,
  showsCarried = true,
}: {
  children: ReactNode;
  /** Whether it shows the alert carried from the page before (not the loading view's stack). */
  showsCarried?: boolean;
}) {
  const [alerts, setAlerts] = useState<AlertItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const addAlert = useCallback((alert: Omit<AlertItem, "id">) => {
    const id = nextId.current++;
    setAlerts((current) => [...current, { ...alert, id }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setAlerts((current) => current.filter((item) => item.id !== id));
    }, ALERT_DISPLAY_MS);
    timers.current.add(timer);
  }, []);

  // An alert carried over from the page before (logging in on the public site).
  useEffect(() => {
    const carried = showsCarried ? takeCarriedAlert() : undefined;
    if (carried) addAlert(carried);
  }, [addAlert, showsCarried]);

  const api = useMemo(() => ({ addAlert }), [addAlert]);
  return (
    <AlertsContext.Provider value={api}>
      {children}
      <AlertStack alerts={alerts} />
    </AlertsContext.Provider>
  );
}

function AlertStack({ alerts }: { alerts: AlertItem[] }) {
  return (
    <Stack
      spacing={1}
      role="status"
      aria-live="polite"
      sx={{
        // Bottom left, clear of the app bar's and the pages' primary buttons at the top right; the
        // banners hold no controls, so clicks and drags go through them to the page.
        position: "fixed",
        bottom: 16,
        left: 16,
        zIndex: 2000,
        pointerEvents: "none",
        width: "min(420px, calc(100vw - 32px))",
      }}
    >
      {alerts.map((alert) => (
        <Alert key={alert.id} severity={alert.color} variant="filled" data-testid="alert">
          <AlertTitle>{alert.title}</AlertTitle>
          {alert.text}
        </Alert>
      ))}
    </Stack>
  );
}

export function useAlerts(): AlertsApi {
  const api = useContext(AlertsContext);
  if (!api) throw new Error("useAlerts needs an AlertProvider");
  return api;
}
