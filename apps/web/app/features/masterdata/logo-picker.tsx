import { Avatar, Box, Button, Stack, Typography } from "@mui/material";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";

export const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === "function"
    ? Intl.supportedValuesOf("timeZone")
    : ["Europe/Berlin", "UTC"];

/** Logo picker with a preview of the chosen file, or the current logo. */
export function LogoPicker({
  current,
  file,
  onChange,
  error,
}: {
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}) {
  const { t } = useTranslation("company");
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : current), [file, current]);
  useEffect(
    () => () => {
      if (file && preview) URL.revokeObjectURL(preview);
    },
    [file, preview],
  );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
      <Avatar
        src={preview ?? undefined}
        variant="rounded"
        sx={{ width: 72, height: 72, bgcolor: "secondary.main", color: "secondary.contrastText" }}
        alt={t("logo")}
        data-testid="logo-preview"
      >
        {t("logoShort")}
      </Avatar>
      <Box>
        {/* A real button that opens the file picker (a label styled as a button is no button). */}
        <Button variant="outlined" onClick={() => fileInput.current?.click()}>
          {t("chooseLogo")}
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept="image/png,image/jpeg,image/webp"
          data-testid="logo-input"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <Typography variant="body2" color={error ? "error" : "text.secondary"} sx={{ mt: 0.5 }}>
          {error ?? t("logoHelp")}
        </Typography>
      </Box>
    </Stack>
  );
}
