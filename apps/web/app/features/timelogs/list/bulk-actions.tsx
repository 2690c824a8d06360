import { Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TimeLogActions } from "./use-timelog-list.ts";

/** What can be done to the selected logs at once: billable or not, delete. */
export function BulkActions({
  selected,
  actions,
}: {
  selected: number[];
  actions: TimeLogActions;
}) {
  const { t } = useTranslation("time");
  if (selected.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
      <Button variant="outlined" onClick={() => void actions.markBillable(selected, true)}>
        {t("list.markBillable", { count: selected.length })}
      </Button>
      <Button variant="outlined" onClick={() => void actions.markBillable(selected, false)}>
        {t("list.markNotBillable", { count: selected.length })}
      </Button>
      <Button color="error" variant="outlined" onClick={() => void actions.remove(selected)}>
        {t("list.deleteSelected", { count: selected.length })}
      </Button>
    </Stack>
  );
}
