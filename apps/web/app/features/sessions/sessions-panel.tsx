import {
  Alert,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { UserSession } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { firstErrorMessage } from "../../lib/api-client.ts";
import { formatInstant } from "../../lib/format-instant.ts";
import { useEndOtherSessions, useEndSession, useSessions } from "./api.ts";
import { deviceName } from "./device-name.ts";

/**
 * The profile's signed-in devices (decision 035): each log-in with its browser, address and last
 * use, the current one marked; any other can be signed out, or all others at once.
 */
export function SessionsPanel() {
  const { t, i18n } = useTranslation("accounts");
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const { addAlert } = useAlerts();
  const when = (value: string) => formatInstant(i18n.language, value);
  const device = (session: UserSession) => {
    const { browser, system } = deviceName(session.user_agent);
    if (browser && system) return t("sessions.browserOn", { browser, system });
    return browser ?? system ?? t("sessions.unknownDevice");
  };
  const failed = (error: unknown) =>
    addAlert({
      color: "error",
      title: t("sessions.failedTitle"),
      text: firstErrorMessage(error, t("unexpected")),
    });
  const signOut = async (session: UserSession) => {
    try {
      await endSession.mutateAsync(session.id);
      addAlert({
        color: "success",
        title: t("sessions.endedTitle"),
        text: t("sessions.endedText", { device: device(session) }),
      });
    } catch (error) {
      failed(error);
    }
  };
  const signOutOthers = async () => {
    try {
      await endOthers.mutateAsync();
      addAlert({
        color: "success",
        title: t("sessions.endedOthersTitle"),
        text: t("sessions.endedOthersText"),
      });
    } catch (error) {
      failed(error);
    }
  };
  const others = (sessions.data ?? []).filter((session) => !session.current);

  return (
    <Stack spacing={2} component="section" aria-labelledby="sessions-title">
      <div>
        <Typography id="sessions-title" variant="h3" component="h2" gutterBottom>
          {t("sessions.title")}
        </Typography>
        <Typography color="text.secondary">{t("sessions.intro")}</Typography>
      </div>
      {sessions.isPending ? (
        <ListStatus state="loading" />
      ) : sessions.isError ? (
        <Alert severity="error">{t("sessions.loadFailed")}</Alert>
      ) : (
        <>
          <Table size="small" aria-labelledby="sessions-title">
            <TableHead>
              <TableRow>
                <TableCell>{t("sessions.device")}</TableCell>
                <TableCell>{t("sessions.address")}</TableCell>
                <TableCell>{t("sessions.signedIn")}</TableCell>
                <TableCell>{t("sessions.lastUsed")}</TableCell>
                <TableCell>{t("sessions.actions")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.data.map((session) => (
                <TableRow key={session.id} data-testid={`session-${session.id}`}>
                  <TableCell title={session.user_agent}>
                    {device(session)}{" "}
                    {session.current && (
                      <Chip
                        size="small"
                        color="primary"
                        variant="outlined"
                        label={t("sessions.thisDevice")}
                      />
                    )}
                  </TableCell>
                  <TableCell>{session.ip_address}</TableCell>
                  <TableCell>{when(session.created_at)}</TableCell>
                  <TableCell>{when(session.last_used_at)}</TableCell>
                  <TableCell>
                    {!session.current && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => void signOut(session)}
                        aria-label={t("sessions.signOutNamed", { device: device(session) })}
                      >
                        {t("sessions.signOut")}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {others.length > 0 && (
            <div>
              <Button
                variant="outlined"
                color="error"
                onClick={() => void signOutOthers()}
                disabled={endOthers.isPending}
              >
                {t("sessions.signOutOthers")}
              </Button>
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
