import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import {
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenScope,
} from "@tempus/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { FormErrors } from "../../components/forms/form-errors.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { visuallyHidden } from "../../components/visually-hidden.ts";
import { ApiError, firstErrorMessage } from "../../lib/api-client.ts";
import { formatInstant } from "../../lib/format-instant.ts";
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from "./api.ts";

/** How long a new token lives: days, or none. */
const EXPIRIES = ["30", "90", "365", "never"] as const;
type Expiry = (typeof EXPIRIES)[number];
const DAY_MS = 86_400_000;

/** A field's messages from a refused request (DRF's `{"field": ["message"]}`). */
function fieldMessages(error: unknown, field: string): string[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.data as Record<string, unknown> | undefined;
  const value = body?.[field];
  return Array.isArray(value) ? value.map(String) : [];
}

/** The form: a name, the scopes and an expiry; the token created is shown once, to copy. */
function CreateTokenForm({ onCreated }: { onCreated: (created: ApiTokenCreated) => void }) {
  const { t } = useTranslation("accounts");
  const create = useCreateApiToken();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiTokenScope[]>(["time:read"]);
  const [expiry, setExpiry] = useState<Expiry>("90");
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const created = await create.mutateAsync({
        name,
        scopes,
        expires_at:
          expiry === "never" ? null : new Date(Date.now() + Number(expiry) * DAY_MS).toISOString(),
      });
      setName("");
      onCreated(created);
    } catch (refused) {
      setError(refused);
    }
  };
  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes((current) =>
      on ? [...current, scope] : current.filter((chosen) => chosen !== scope),
    );
  const nameErrors = fieldMessages(error, "name");
  const scopeErrors = fieldMessages(error, "scopes");
  const general = error
    ? [...fieldMessages(error, "non_field_errors"), ...fieldMessages(error, "expires_at")]
    : [];
  const unexpected =
    error && nameErrors.length + scopeErrors.length + general.length === 0
      ? [firstErrorMessage(error, t("unexpected"))]
      : [];
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <FormErrors messages={[...general, ...unexpected]} testId="api-token-error" />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          id="api-token-name"
          label={t("apiTokens.name")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameErrors.length > 0}
          helperText={nameErrors.join(" ") || t("apiTokens.nameHelp")}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          id="api-token-expiry"
          label={t("apiTokens.expiry")}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value as Expiry)}
          sx={{ minWidth: 180 }}
        >
          {EXPIRIES.map((value) => (
            <MenuItem key={value} value={value}>
              {value === "never"
                ? t("apiTokens.never")
                : t("apiTokens.days", { count: Number(value) })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormControl component="fieldset" error={scopeErrors.length > 0}>
        <FormLabel component="legend">{t("apiTokens.scopes")}</FormLabel>
        <FormGroup row>
          {API_TOKEN_SCOPES.map((scope) => (
            <FormControlLabel
              key={scope}
              sx={{ minWidth: 220 }}
              control={
                <Checkbox
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggle(scope, event.target.checked)}
                />
              }
              label={t(`apiTokens.scope.${scope.replace(":", "_")}`)}
            />
          ))}
        </FormGroup>
        <FormHelperText>{scopeErrors.join(" ") || t("apiTokens.scopesHelp")}</FormHelperText>
      </FormControl>
      <div>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t("apiTokens.create")}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * The profile's API tokens (decision 034): create one with scopes and an expiry (shown once, to
 * copy), see each with its last use, revoke it.
 */
export function ApiTokensPanel() {
  const { t, i18n } = useTranslation("accounts");
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const { addAlert } = useAlerts();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const when = (value: string | null, none: string) =>
    value ? formatInstant(i18n.language, value) : none;

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      addAlert({
        color: "success",
        title: t("apiTokens.copiedTitle"),
        text: t("apiTokens.copiedText"),
      });
    } catch {
      addAlert({
        color: "error",
        title: t("apiTokens.copyFailed"),
        text: t("apiTokens.copyByHand"),
      });
    }
  };
  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      addAlert({
        color: "success",
        title: t("apiTokens.revokedTitle"),
        text: t("apiTokens.revokedText", { name: revoking.name }),
      });
      if (created?.id === revoking.id) setCreated(null);
    } catch (error) {
      addAlert({
        color: "error",
        title: t("apiTokens.revokeFailed"),
        text: firstErrorMessage(error, t("unexpected")),
      });
    }
    setRevoking(null);
  };

  return (
    <Stack spacing={3} component="section" aria-labelledby="api-tokens-title">
      <div>
        <Typography id="api-tokens-title" variant="h3" component="h2" gutterBottom>
          {t("apiTokens.title")}
        </Typography>
        <Typography color="text.secondary">{t("apiTokens.intro")}</Typography>
      </div>
      {created && (
        <Alert
          severity="success"
          data-testid="api-token-created"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<ContentCopyIcon />}
              onClick={() => void copy(created.token)}
            >
              {t("apiTokens.copy")}
            </Button>
          }
        >
          <Typography component="p" sx={{ mb: 1 }}>
            {t("apiTokens.showOnce", { name: created.name })}
          </Typography>
          <Typography
            component="code"
            data-testid="api-token-value"
            sx={{ fontFamily: "ui-monospace, Menlo, monospace", wordBreak: "break-all" }}
          >
            {created.token}
          </Typography>
        </Alert>
      )}
      <CreateTokenForm onCreated={setCreated} />
      {tokens.isPending ? (
        <ListStatus state="loading" />
      ) : tokens.isError ? (
        <Alert severity="error">{t("apiTokens.loadFailed")}</Alert>
      ) : tokens.data.length === 0 ? (
        <Typography color="text.secondary">{t("apiTokens.none")}</Typography>
      ) : (
        <Table size="small" aria-labelledby="api-tokens-title">
          <TableHead>
            <TableRow>
              <TableCell>{t("apiTokens.name")}</TableCell>
              <TableCell>{t("apiTokens.scopes")}</TableCell>
              <TableCell>{t("apiTokens.created")}</TableCell>
              <TableCell>{t("apiTokens.expires")}</TableCell>
              <TableCell>{t("apiTokens.lastUsed")}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t("apiTokens.actions")}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tokens.data.map((token) => (
              <TableRow key={token.id} data-testid={`api-token-${token.name}`}>
                <TableCell>{token.name}</TableCell>
                <TableCell>{token.scopes.join(", ")}</TableCell>
                <TableCell>{when(token.created_at, "")}</TableCell>
                <TableCell>{when(token.expires_at, t("apiTokens.never"))}</TableCell>
                <TableCell>{when(token.last_used_at, t("apiTokens.notUsed"))}</TableCell>
                <TableCell align="right">
                  <Tooltip title={t("apiTokens.revoke")}>
                    <IconButton
                      aria-label={t("apiTokens.revokeNamed", { name: token.name })}
                      onClick={() => setRevoking(token)}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Dialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        aria-labelledby="revoke-token-title"
      >
        <DialogTitle id="revoke-token-title">{t("apiTokens.revokeTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t("apiTokens.revokeQuestion", { name: revoking?.name ?? "" })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>{t("apiTokens.keep")}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void confirmRevoke()}
            disabled={revoke.isPending}
          >
            {t("apiTokens.revoke")}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
