import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";

export interface ErrorPageProps {
  status?: number;
  /** The error's own message; without it the standard text of the status is shown. */
  message?: string;
}

/** Reads status and message from whatever a route threw (500 when it says nothing). */
export function describeError(
  error: unknown,
): Required<Pick<ErrorPageProps, "status">> & ErrorPageProps {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | string | undefined;
    const message =
      typeof data === "string"
        ? data
        : typeof data?.message === "string"
          ? data.message
          : undefined;
    return { status: error.status, message: message || undefined };
  }
  if (error instanceof Error) return { status: 500, message: error.message || undefined };
  return { status: 500 };
}

function NotFoundView() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {t("errors.notFound")}
      </Typography>
      <Typography color="text.secondary">{t("errors.notFoundText")}</Typography>
    </>
  );
}

function ForbiddenView() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {t("errors.forbidden")}
      </Typography>
      <Typography color="text.secondary">{t("errors.forbiddenText")}</Typography>
    </>
  );
}

function GenericErrorView({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {message ?? t("errors.internal")}
      </Typography>
      <Typography color="text.secondary">{t("errors.internalText")}</Typography>
    </>
  );
}

export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 10, textAlign: "center", maxWidth: 640, mx: "auto", px: 2 }}>
      <Typography
        variant="overline"
        color="primary"
        sx={{ fontSize: "1rem" }}
        data-testid="error-code"
      >
        {t("errors.code", { code: status })}
      </Typography>
      {status === 404 ? (
        <NotFoundView />
      ) : status === 403 ? (
        <ForbiddenView />
      ) : (
        <GenericErrorView message={message} />
      )}
      <Button href="/" variant="contained" sx={{ mt: 4 }}>
        {t("errors.backHome")}
      </Button>
    </Box>
  );
}
