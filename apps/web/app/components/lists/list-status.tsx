import { Box, CircularProgress, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

export type ListState = "loading" | "empty" | "noMatches" | "noMore";

/** The one place lists say they are loading, empty, without hits or at their end. */
export function ListStatus({ state }: { state: ListState }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        py: 4,
        display: "flex",
        gap: 1.5,
        justifyContent: "center",
        alignItems: "center",
        color: "text.secondary",
      }}
    >
      {/* The text beside it says it loads: the spinner is only its picture (an unnamed progressbar otherwise). */}
      {state === "loading" && <CircularProgress size={20} aria-hidden="true" />}
      <Typography>{t(`lists.${state}`)}</Typography>
    </Box>
  );
}
