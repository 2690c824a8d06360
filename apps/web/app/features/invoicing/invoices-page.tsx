import AddIcon from "@mui/icons-material/Add";
import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { INVOICE_STATUSES } from "@tempus/contract";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { byName, FilterGrid, FilterSelect } from "../../components/forms/filter-select.tsx";
import { CollectionTable } from "../../components/lists/collection-table.tsx";
import { useUrlState } from "../../lib/url-state.ts";
import { useDebtors } from "../projects/index.ts";
import { type Invoice, invoiceCollection } from "./api.ts";
import { formatDay, money } from "./format.ts";
import { InvoiceStatus } from "./invoice-status.tsx";

const FILTERS = { status: "", debtor: "", issued_after: "", issued_before: "" };

/** Invoices and credit notes: filters by status, debtor and issue period, search by number. */
export function InvoicesPage() {
  const { t, i18n } = useTranslation("invoices");
  const navigate = useNavigate();
  const debtors = useDebtors();
  const [filters, setFilters] = useUrlState(FILTERS);
  const debtorName = (id: number) => debtors.data?.find((debtor) => debtor.id === id)?.name ?? "";
  const extraQuery = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const dateFilter = (name: "issued_after" | "issued_before") => (
    <TextField
      type="date"
      label={t(`filters.${name}`)}
      value={filters[name]}
      onChange={(event) => setFilters({ [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="h2" component="h1">
          {t("title")}
        </Typography>
        <Button component={Link} to="/app/invoices/new" variant="contained" startIcon={<AddIcon />}>
          {t("create")}
        </Button>
      </Stack>
      <FilterGrid>
        <FilterSelect
          label={t("filters.status")}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
          options={INVOICE_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`),
          }))}
        />
        <FilterSelect
          label={t("fields.debtor")}
          value={filters.debtor}
          onChange={(debtor) => setFilters({ debtor })}
          options={byName(debtors.data)}
        />
        {dateFilter("issued_after")}
        {dateFilter("issued_before")}
      </FilterGrid>
      <Box>
        <CollectionTable<Invoice>
          // Other filters start again on the first page.
          key={JSON.stringify(extraQuery)}
          collection={invoiceCollection}
          defaultOrdering="-created_at"
          extraQuery={extraQuery}
          testId="invoices-table"
          onRowClick={(row) => navigate(`/app/invoices/${row.id}`)}
          columns={[
            {
              key: "number",
              label: t("fields.number"),
              sort: "number",
              render: (row) => row.number ?? t("status.draft"),
            },
            { key: "debtor", label: t("fields.debtor"), render: (row) => debtorName(row.debtor) },
            {
              key: "issue_date",
              label: t("fields.issue_date"),
              sort: "issue_date",
              render: (row) => formatDay(i18n.language, row.issue_date),
            },
            {
              key: "due_date",
              label: t("fields.due_date"),
              sort: "due_date",
              render: (row) =>
                row.payment_status === "overdue" ? (
                  <Box component="strong" sx={{ color: "error.main" }}>
                    {formatDay(i18n.language, row.due_date)}
                  </Box>
                ) : (
                  formatDay(i18n.language, row.due_date)
                ),
            },
            {
              key: "gross_total",
              label: t("fields.gross_total"),
              sort: "gross_total",
              align: "right",
              render: (row) => money(i18n.language, row.gross_total, row.currency),
            },
            {
              key: "amount_due",
              label: t("fields.amount_due"),
              align: "right",
              render: (row) =>
                row.status === "issued" && row.type_code !== "381"
                  ? money(i18n.language, row.amount_due, row.currency)
                  : "–",
            },
            {
              key: "status",
              label: t("fields.status"),
              render: (row) => <InvoiceStatus invoice={row} />,
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
