import {
  Box,
  CircularProgress,
  TablePagination,
  type TablePaginationProps,
  Typography,
} from "@mui/material";
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
      {state === "loading" && <CircularProgress size={20} />}
      <Typography>{t(`lists.${state}`)}</Typography>
    </Box>
  );
}

/** MUI's pagination footer with the specification's wording, in the user's language. */
export function ListPagination(
  props: Omit<TablePaginationProps, "labelRowsPerPage" | "labelDisplayedRows">,
) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      {...props}
      labelRowsPerPage={t("lists.rowsPerPage")}
      labelDisplayedRows={({ from, to, count }) => t("lists.displayedRows", { from, to, count })}
      // On a phone the footer wraps onto two lines instead of pushing its arrows off the screen.
      sx={{ "& .MuiTablePagination-toolbar": { flexWrap: "wrap", justifyContent: "flex-end" } }}
    />
  );
}
