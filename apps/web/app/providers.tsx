import { CssBaseline, ThemeProvider } from "@mui/material";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AlertProvider } from "./components/alerts/alert-stack.tsx";
import { theme } from "./lib/theme.ts";

/** Everything a page needs around it: theme, server-state cache, alert banners. */
export function AppProviders({
  children,
  showsCarriedAlert = true,
}: {
  children: ReactNode;
  showsCarriedAlert?: boolean;
}) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // Offline (decision 033) reads still ask (the service worker may answer from its copy)
        // and writes fail at once instead of waiting: the timer's own queue keeps them.
        defaultOptions: {
          queries: { retry: false, staleTime: 30_000, networkMode: "offlineFirst" },
          mutations: { networkMode: "always" },
        },
      }),
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AlertProvider showsCarried={showsCarriedAlert}>{children}</AlertProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
