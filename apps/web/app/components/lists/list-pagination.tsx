import { TablePagination, type TablePaginationProps } from "@mui/material";
import { useTranslation } from "react-i18next";

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
