import DownloadIcon from "@mui/icons-material/Download";
import {
  Alert,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import type { SavedReportWrite, User } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alert-stack.tsx";
import { useConfirmation } from "../../../components/confirmation.tsx";
import { DateRangeField } from "../../../components/forms/date-field.tsx";
import { byName, FilterGrid, FilterSelect } from "../../../components/forms/filter-select.tsx";
import { ListStatus } from "../../../components/lists/list-status.tsx";
import { firstErrorMessage } from "../../../lib/api-client.ts";
import { PRESETS, type Preset } from "../../statistics/index.ts";
import { downloadReport, type ReportFormat, useDeleteReport, useSaveReport } from "../api.ts";
import { ReportTable } from "../report-table.tsx";
import { SaveDialog } from "./save-dialog.tsx";
import { ShareDialog } from "./share-dialog.tsx";
import { useReportsPage } from "./use-reports-page.ts";

/**
 * The report builder: two groupings, a range and the list's filters; the report as a table
 * with subtotals and totals; the person's saved reports (save, rename, delete, share) and the
 * exports.
 */
export function ReportsPage({ user }: { user: User }) {
  const { t, ready } = useTranslation("reports");
  const page = useReportsPage(user);
  const { state, update, range, selected, report } = page;
  const { addAlert } = useAlerts();
  const confirmation = useConfirmation();
  const save = useSaveReport();
  const remove = useDeleteReport();
  const [dialog, setDialog] = useState<"new" | "rename" | "share" | null>(null);
  const [exporting, setExporting] = useState(false);
  if (!ready) return <ListStatus state="loading" />;

  // The definition as kept: the parameters given (an empty filter is none).
  const body = (name: string): SavedReportWrite => ({
    name,
    ...Object.fromEntries(Object.entries(page.query).filter(([, value]) => value !== "")),
    from: page.query.from,
    to: page.query.to,
  });
  const saveChanges = async () => {
    if (!selected) return;
    try {
      await save.mutateAsync({ id: selected.id, body: body(selected.name) });
      addAlert({ color: "success", title: t("saved"), text: selected.name });
    } catch (error) {
      addAlert({ color: "error", title: t("saveFailed"), text: firstErrorMessage(error, "") });
    }
  };
  const deleteSelected = async () => {
    if (!selected) return;
    const yes = await confirmation.ask({
      title: t("deleteTitle", { name: selected.name }),
      text: t("deleteText"),
      action: t("common:dialogs.delete"),
    });
    if (!yes) return;
    await remove.mutateAsync(selected.id);
    page.open(undefined);
  };
  const exportAs = async (format: ReportFormat) => {
    setExporting(true);
    try {
      await downloadReport({ query: page.query }, format, () => {});
    } catch {
      addAlert({ color: "error", title: t("exportFailed"), text: t("accounts:unexpected") });
    } finally {
      setExporting(false);
    }
  };
  const grouping = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    none: boolean,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160 }}
      slotProps={{ htmlInput: { "data-testid": none ? "report-then-by" : "report-group-by" } }}
    >
      {none && <MenuItem value="">{t("noGrouping")}</MenuItem>}
      {page.groupings
        .filter((name) => !none || name !== page.groupBy)
        .map((name) => (
          <MenuItem key={name} value={name}>
            {t(`groupings.${name}`)}
          </MenuItem>
        ))}
    </TextField>
  );
  const filter = (
    name: keyof typeof state,
    label: string,
    choices: { value: string; label: string }[],
  ) => (
    <FilterSelect
      size="small"
      label={label}
      value={state[name]}
      onChange={(value) => update({ [name]: value })}
      options={choices}
    />
  );
  return (
    <Stack spacing={3}>
      {confirmation.dialog}
      <Typography variant="h2" component="h1">
        {t("title")}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: "wrap", alignItems: "center" }}
          >
            <TextField
              select
              size="small"
              label={t("savedReports")}
              value={selected ? String(selected.id) : ""}
              onChange={(event) =>
                page.open(page.saved.data?.find((entry) => String(entry.id) === event.target.value))
              }
              sx={{ minWidth: 220 }}
              slotProps={{ htmlInput: { "data-testid": "saved-report-select" } }}
            >
              <MenuItem value="">{t("unsaved")}</MenuItem>
              {(page.saved.data ?? []).map((entry) => (
                <MenuItem key={entry.id} value={String(entry.id)}>
                  {entry.name}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" onClick={() => setDialog("new")}>
              {t("saveAs")}
            </Button>
            {selected && (
              <>
                <Button onClick={() => void saveChanges()}>{t("saveChanges")}</Button>
                <Button onClick={() => setDialog("rename")}>{t("rename")}</Button>
                <Button onClick={() => setDialog("share")}>{t("share.button")}</Button>
                <Button color="error" onClick={() => void deleteSelected()}>
                  {t("common:dialogs.delete")}
                </Button>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
              {grouping(t("groupBy"), page.groupBy, (value) => update({ group_by: value }), false)}
              {grouping(t("thenBy"), page.thenBy, (value) => update({ then_by: value }), true)}
            </Stack>
            <ToggleButtonGroup
              exclusive
              size="small"
              sx={{ flexWrap: "wrap" }}
              value={page.preset}
              onChange={(_event, value: Preset | "custom" | null) => {
                if (!value) return;
                update(
                  value === "custom"
                    ? { preset: value, from: range.from, to: range.to }
                    : { preset: value, from: "", to: "" },
                );
              }}
            >
              {PRESETS.map((name) => (
                <ToggleButton key={name} value={name}>
                  {t(`time:statistics.presets.${name}`)}
                </ToggleButton>
              ))}
              <ToggleButton value="custom">{t("time:statistics.presets.custom")}</ToggleButton>
            </ToggleButtonGroup>
            <FilterGrid>
              <DateRangeField
                size="small"
                from={range.from}
                to={range.to}
                labels={{ from: t("time:list.from"), to: t("time:statistics.to") }}
                testIds={{ from: "report-from", to: "report-to" }}
                onChange={({ from, to }) => {
                  if (from && to) update({ preset: "custom", from, to });
                }}
              />
              {filter("project", t("groupings.project"), byName(page.projects.data))}
              {filter("debtor", t("groupings.debtor"), byName(page.debtors.data))}
              {filter("activity", t("groupings.activity"), byName(page.activities.data))}
              {filter("tag", t("groupings.tag"), byName(page.tags.data))}
              {page.isAdmin && filter("user", t("groupings.user"), page.people.choices)}
              {filter("billable", t("columns.billable"), [
                { value: "true", label: t("time:list.billable") },
                { value: "false", label: t("time:list.notBillable") },
              ])}
              {filter("invoiced", t("invoiced"), [
                { value: "true", label: t("yes") },
                { value: "false", label: t("no") },
              ])}
            </FilterGrid>
            <Stack direction="row" spacing={1}>
              {(["csv", "xlsx", "pdf"] as const).map((format) => (
                <Button
                  key={format}
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  disabled={exporting}
                  onClick={() => void exportAs(format)}
                >
                  {format.toUpperCase()}
                </Button>
              ))}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {range.from > range.to ? (
        <Alert severity="warning">{t("rangeReversed")}</Alert>
      ) : report.isPending ? (
        <ListStatus state="loading" />
      ) : report.isError ? (
        <Alert severity="error" data-testid="report-error">
          {firstErrorMessage(report.error, t("accounts:unexpected"))}
        </Alert>
      ) : report.data.rows.length === 0 ? (
        <ListStatus state="empty" />
      ) : (
        <ReportTable report={report.data} />
      )}
      <SaveDialog
        open={dialog === "new" || dialog === "rename"}
        title={dialog === "rename" ? t("rename") : t("saveAs")}
        initialName={dialog === "rename" ? (selected?.name ?? "") : ""}
        onClose={() => setDialog(null)}
        onSave={async (name) => {
          const kept = await save.mutateAsync({
            id: dialog === "rename" ? selected?.id : undefined,
            body:
              dialog === "rename" && selected
                ? { ...body(name), ...definitionOf(selected) }
                : body(name),
          });
          update({ report: String(kept.id) });
        }}
      />
      {selected && (
        <ShareDialog report={selected} open={dialog === "share"} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

/** A saved report's own definition (renaming keeps it, whatever the builder shows now). */
function definitionOf(report: NonNullable<ReturnType<typeof useReportsPage>["selected"]>) {
  const {
    id: _id,
    name: _name,
    created_at: _created,
    updated_at: _updated,
    ...definition
  } = report;
  return Object.fromEntries(
    Object.entries(definition).filter(([, value]) => value !== null),
  ) as Omit<SavedReportWrite, "name">;
}
