import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { InvoiceParty } from "@tempus/contract";
import { INCOMPLETE_DATA_TRANSLATIONS, INVOICE_MESSAGES } from "@tempus/contract/invoice-messages";
import type { TFunction } from "i18next";
import { Fragment, lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { useConfirmation } from "../../components/confirmation.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { visuallyHidden } from "../../components/visually-hidden.ts";
import { splitErrors } from "../../lib/form-errors.ts";
import { whenIdle } from "../../lib/idle.ts";
import { useCompany, useCompanyTimeZone } from "../masterdata/index.ts";
import { useDebtors } from "../projects/index.ts";
import {
  type InvoiceDetail,
  type InvoicePayment,
  useDeleteDraft,
  useDeletePayment,
  useInvoice,
  useMarkSent,
  useRelatedInvoices,
} from "./api.ts";
import { creditableCents } from "./credit-form.ts";
import { exchangeRate, formatDay, formatInstant, fromCents, money } from "./format.ts";
import { InvoiceDownloads, InvoicePdfPreview } from "./invoice-documents.tsx";
import { type Deduction, InvoiceLines, InvoiceTotals } from "./invoice-lines.tsx";
import { InvoiceStatus } from "./invoice-status.tsx";
import { Section } from "./section.tsx";

/** The start of a refusal's text when one party's invoice data is incomplete. */
/** The start of a refusal in each language the API answers in, before the missing fields. */
const prefixesOf = (english: (fields: string) => string, others: Record<string, string>) => [
  english("\u0000").split("\u0000")[0],
  ...Object.values(others).map((text) => text.split("{fields}")[0]),
];
const SELLER_INCOMPLETE = prefixesOf(
  INVOICE_MESSAGES.sellerIncomplete,
  INCOMPLETE_DATA_TRANSLATIONS.seller,
);
const BUYER_INCOMPLETE = prefixesOf(
  INVOICE_MESSAGES.buyerIncomplete,
  INCOMPLETE_DATA_TRANSLATIONS.buyer,
);

/** Where incomplete invoice data is completed: the company settings or the debtor. */
function fixFor(message: string, debtor: number): { to: string; label: string } | null {
  if (SELLER_INCOMPLETE.some((prefix) => message.startsWith(prefix)))
    return { to: "/app/settings?tab=company", label: "actions.completeCompany" };
  if (BUYER_INCOMPLETE.some((prefix) => message.startsWith(prefix)))
    return { to: `/app/project-time/debtor/${debtor}`, label: "actions.completeDebtor" };
  return null;
}

/**
 * The dialogs (with the contract's schemas that check them) come after the page: asked for once
 * it is idle, so they are there when a button opens one.
 */
const loadDialogs = () =>
  Promise.all([
    import("./invoice-dialogs.tsx"),
    import("./send-dialog.tsx"),
    import("./issue-dialog.tsx"),
    import("./credit-note-dialog.tsx"),
  ]);
const PaymentDialog = lazy(() =>
  import("./invoice-dialogs.tsx").then((module) => ({ default: module.PaymentDialog })),
);
const SendDialog = lazy(() =>
  import("./send-dialog.tsx").then((module) => ({ default: module.SendDialog })),
);
const IssueDialog = lazy(() =>
  import("./issue-dialog.tsx").then((module) => ({ default: module.IssueDialog })),
);
const CreditNoteDialog = lazy(() =>
  import("./credit-note-dialog.tsx").then((module) => ({ default: module.CreditNoteDialog })),
);

const DELIVERY_COLORS = { pending: "info", sent: "success", failed: "error" } as const;

/** One invoice or credit note: its data, lines, VAT and totals, and what can be done with it. */
export function InvoiceDetailPage({ id }: { id: string }) {
  const { t } = useTranslation("invoices");
  const invoice = useInvoice(id);
  if (invoice.isError) return <Alert severity="error">{t("notFound")}</Alert>;
  if (!invoice.data) return <ListStatus state="loading" />;
  return <InvoiceView invoice={invoice.data} />;
}

function Party({ title, party }: { title: string; party: InvoiceParty }) {
  return (
    <Box>
      <Typography variant="overline" component="h2">
        {title}
      </Typography>
      <Typography sx={{ whiteSpace: "pre-line" }}>
        {[
          party.name,
          party.street,
          [party.zip_code, party.city].filter(Boolean).join(" "),
          party.country,
          party.vat_id,
        ]
          .filter(Boolean)
          .join("\n")}
      </Typography>
    </Box>
  );
}

/** The page's title by the document's type: invoice, final invoice, advance invoice, credit note, draft. */
function headingOf(invoice: InvoiceDetail, t: TFunction<"invoices">) {
  if (invoice.type_code === "381") return t("detail.creditNote", { number: invoice.number });
  if (invoice.number === null)
    return t(invoice.type_code === "386" ? "detail.draftAdvance" : "detail.draft", {
      id: invoice.id,
    });
  if (invoice.type_code === "386") return t("detail.advanceInvoice", { number: invoice.number });
  return t(invoice.advance_invoices.length > 0 ? "detail.finalInvoice" : "detail.invoice", {
    number: invoice.number,
  });
}

/** Links to other invoices by their numbers (a draft's id while it has none), with an amount each. */
function InvoiceLinks({
  ids,
  related,
  amount,
}: {
  ids: number[];
  related: Map<number, InvoiceDetail>;
  amount: (invoice: InvoiceDetail) => string;
}) {
  return (
    <>
      {ids.map((id, index) => {
        const other = related.get(id);
        return (
          <Fragment key={id}>
            {index > 0 && ", "}
            <MuiLink component={Link} to={`/app/invoices/${id}`}>
              {other?.number ?? id}
            </MuiLink>
            {other && ` (${amount(other)})`}
          </Fragment>
        );
      })}
    </>
  );
}

function InvoiceView({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation("invoices");
  const language = i18n.language;
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const confirmation = useConfirmation();
  const company = useCompany();
  const timeZone = useCompanyTimeZone();
  useEffect(() => whenIdle(() => void loadDialogs()), []);
  const debtors = useDebtors();
  const remove = useDeleteDraft();
  const markSent = useMarkSent();
  const removePayment = useDeletePayment();
  const [dialog, setDialog] = useState<"payment" | "cancel" | "issue" | "send" | null>(null);
  /** The payment being corrected in the payment dialog. */
  const [editing, setEditing] = useState<InvoicePayment | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const debtor = debtors.data?.find((entry) => entry.id === invoice.debtor);
  const isCreditNote = invoice.type_code === "381";
  const isOpenInvoice = invoice.status === "issued" && !isCreditNote;
  const related = useRelatedInvoices([...invoice.credit_notes, ...invoice.advance_invoices]);
  const amountOf = (amount: string) => money(language, amount, invoice.currency);
  /** The credit note that completed the cancellation: the last one. */
  const cancelledBy = invoice.credit_notes.at(-1) ?? invoice.credit_note;
  /** What the server takes off the total before the amount due. */
  const deductions: Deduction[] = isCreditNote
    ? []
    : (
        [
          ["totals.prepaid", invoice.prepaid_total, "prepaid-total"],
          ["totals.credited", invoice.credited_total, "credited-total"],
          ["totals.paid", invoice.paid_total, "paid-total"],
        ] as const
      )
        .filter(([, amount]) => Number(amount) > 0)
        .map(([label, amount, testId]) => ({ label: t(label), amount, testId }));

  /** Runs an action; its refusal is shown above the invoice. */
  const act = async (action: () => Promise<unknown>, done?: { title: string; text: string }) => {
    setErrors([]);
    try {
      await action();
      if (done) addAlert({ color: "success", ...done });
    } catch (error) {
      setErrors(splitErrors(error, [], t("accounts:unexpected")).general);
    }
  };
  const askDelete = async () => {
    const yes = await confirmation.ask({
      title: t("delete.title"),
      text: t("delete.text"),
      action: t("common:dialogs.delete"),
    });
    if (yes)
      await act(async () => {
        await remove.mutateAsync(invoice.id);
        navigate("/app/invoices");
      });
  };

  const askDeletePayment = async (payment: InvoicePayment) => {
    const yes = await confirmation.ask({
      title: t("payments.deleteTitle"),
      text: t("payments.deleteText", {
        amount: money(language, payment.amount, invoice.currency),
        date: formatDay(language, payment.date),
      }),
      action: t("common:dialogs.delete"),
    });
    if (yes)
      await act(() => removePayment.mutateAsync({ id: invoice.id, paymentId: payment.id }), {
        title: t("payments.deletedTitle"),
        text: t("payments.doneText"),
      });
  };

  const heading = headingOf(invoice, t);
  const facts: [string, React.ReactNode][] = [
    [
      t("fields.debtor"),
      <MuiLink key="debtor" component={Link} to={`/app/project-time/debtor/${invoice.debtor}`}>
        {debtor?.name ?? invoice.buyer?.name ?? invoice.debtor}
      </MuiLink>,
    ],
    [
      t("fields.service_period"),
      `${formatDay(language, invoice.service_from)} – ${formatDay(language, invoice.service_until)}`,
    ],
    [t("fields.issue_date"), formatDay(language, invoice.issue_date)],
    [t("fields.due_date"), formatDay(language, invoice.due_date)],
    [t("fields.grouping"), t(`groupings.${invoice.grouping}`)],
    [t("fields.language"), t(`languages.${invoice.language}`)],
  ];
  // A draft without its own buyer reference takes the debtor's.
  const buyerReference = invoice.buyer_reference ?? debtor?.buyer_reference;
  if (buyerReference) facts.push([t("fields.buyer_reference"), buyerReference]);
  for (const name of ["order_reference", "contract_reference", "project_reference"] as const)
    if (invoice[name]) facts.push([t(`fields.${name}`), invoice[name]]);
  if (invoice.cash_discount_days !== null && invoice.cash_discount_percent !== null)
    facts.push([
      t("fields.cash_discount"),
      t("detail.cashDiscount", {
        days: invoice.cash_discount_days,
        percent: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(
          Number(invoice.cash_discount_percent),
        ),
      }),
    ]);
  if (invoice.payment_reference)
    facts.push([t("fields.payment_reference"), invoice.payment_reference]);
  if (invoice.exchange_rate)
    facts.push([
      t("fields.exchange_rate"),
      t("detail.exchangeRate", {
        from: invoice.currency,
        rate: exchangeRate(language, invoice.exchange_rate),
        to: company.data?.default_currency ?? "",
      }),
    ]);
  if (invoice.advance_invoices.length > 0)
    facts.push([
      t("fields.advance_invoices"),
      <InvoiceLinks
        key="advances"
        ids={invoice.advance_invoices}
        related={related}
        amount={(advance) => amountOf(fromCents(creditableCents(advance)))}
      />,
    ]);
  if (invoice.credit_notes.length > 0)
    facts.push([
      t("fields.credit_notes"),
      <InvoiceLinks
        key="credit-notes"
        ids={invoice.credit_notes}
        related={related}
        amount={(note) => amountOf(note.gross_total)}
      />,
    ]);
  if (!isCreditNote && invoice.status !== "draft") {
    facts.push(
      [t("fields.paid_total"), money(language, invoice.paid_total, invoice.currency)],
      [t("fields.amount_due"), money(language, invoice.amount_due, invoice.currency)],
      [t("fields.sent_at"), formatInstant(language, invoice.sent_at, timeZone)],
    );
  }

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <Typography variant="h2" component="h1">
            {heading}
          </Typography>
          <InvoiceStatus invoice={invoice} />
        </Stack>
        <MuiLink component={Link} to="/app/invoices">
          {t("detail.back")}
        </MuiLink>
      </Stack>
      {errors.map((message) => {
        const fix = fixFor(message, invoice.debtor);
        return (
          <Alert
            key={message}
            severity="error"
            action={
              fix && (
                <Button component={Link} to={fix.to} color="inherit" size="small">
                  {t(fix.label)}
                </Button>
              )
            }
          >
            {message}
          </Alert>
        );
      })}
      {invoice.corrected_invoice && (
        <Alert severity="info">
          <MuiLink component={Link} to={`/app/invoices/${invoice.corrected_invoice}`}>
            {t("detail.corrects")}
          </MuiLink>
        </Alert>
      )}
      {invoice.status === "cancelled" && cancelledBy && (
        <Alert severity="warning">
          <MuiLink component={Link} to={`/app/invoices/${cancelledBy}`}>
            {t("detail.cancelledBy")}
          </MuiLink>
        </Alert>
      )}

      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: "wrap", rowGap: 1 }}
        data-testid="invoice-actions"
      >
        {invoice.status === "draft" && (
          <>
            <Button variant="contained" onClick={() => setDialog("issue")}>
              {t("actions.issue")}
            </Button>
            <Button variant="outlined" component={Link} to={`/app/invoices/${invoice.id}/edit`}>
              {t("actions.edit")}
            </Button>
            <Button variant="outlined" color="error" onClick={() => void askDelete()}>
              {t("actions.delete")}
            </Button>
          </>
        )}
        {isOpenInvoice && (
          <>
            {invoice.payment_status !== "paid" && (
              <Button variant="contained" onClick={() => setDialog("payment")}>
                {t("actions.payment")}
              </Button>
            )}
            <Button variant="outlined" onClick={() => setDialog("send")}>
              {t("actions.send")}
            </Button>
            {!invoice.sent_at && (
              <Button
                variant="outlined"
                onClick={() =>
                  void act(() => markSent.mutateAsync(invoice.id), {
                    title: t("markSent.doneTitle"),
                    text: t("markSent.doneText"),
                  })
                }
                disabled={markSent.isPending}
              >
                {t("actions.markSent")}
              </Button>
            )}
            {creditableCents(invoice) > 0 && (
              <Button variant="outlined" color="error" onClick={() => setDialog("cancel")}>
                {t("actions.cancel")}
              </Button>
            )}
          </>
        )}
      </Stack>
      {invoice.delivery_status && (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }} data-testid="delivery">
          <Chip
            size="small"
            color={DELIVERY_COLORS[invoice.delivery_status]}
            label={t(`delivery.${invoice.delivery_status}`)}
          />
          <Typography color="text.secondary">
            {invoice.delivery_status === "failed"
              ? invoice.delivery_error
              : invoice.delivered_at
                ? t("delivery.at", {
                    date: formatInstant(language, invoice.delivered_at, timeZone),
                  })
                : ""}
          </Typography>
        </Stack>
      )}

      <Card variant="outlined">
        <CardContent>
          <Box
            component="dl"
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" },
              columnGap: 3,
              rowGap: 1,
              m: 0,
              "& dd": { m: 0 },
            }}
            data-testid="invoice-facts"
          >
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: "contents" }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd">{value}</Typography>
              </Box>
            ))}
          </Box>
          {invoice.seller && invoice.buyer && (
            <Box
              sx={{
                display: "grid",
                gap: 2,
                gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
                mt: 2,
              }}
            >
              <Party title={t("detail.seller")} party={invoice.seller} />
              <Party title={t("detail.buyer")} party={invoice.buyer} />
            </Box>
          )}
          {invoice.notes && (
            <Typography sx={{ mt: 2, whiteSpace: "pre-line" }}>{invoice.notes}</Typography>
          )}
        </CardContent>
      </Card>

      <Section title={t("detail.lines")}>
        <InvoiceLines lines={invoice.lines} currency={invoice.currency} />
        <InvoiceTotals
          totals={invoice}
          currency={invoice.currency}
          deductions={deductions}
          due={invoice.amount_due}
        />
      </Section>

      {invoice.payments.length > 0 && (
        <Section title={t("payments.title")}>
          <Table size="small" data-testid="payments">
            <TableHead>
              <TableRow>
                <TableCell>{t("payments.date")}</TableCell>
                <TableCell>{t("payments.note")}</TableCell>
                <TableCell align="right">{t("payments.amount")}</TableCell>
                {isOpenInvoice && (
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      {t("payments.actions")}
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {invoice.payments.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell>{formatDay(language, payment.date)}</TableCell>
                  <TableCell>{payment.note}</TableCell>
                  <TableCell align="right">
                    {money(language, payment.amount, invoice.currency)}
                  </TableCell>
                  {isOpenInvoice && (
                    <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                      <Button
                        size="small"
                        aria-label={t("payments.editLabel", {
                          amount: money(language, payment.amount, invoice.currency),
                          date: formatDay(language, payment.date),
                        })}
                        onClick={() => setEditing(payment)}
                      >
                        {t("payments.editAction")}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={t("payments.deleteLabel", {
                          amount: money(language, payment.amount, invoice.currency),
                          date: formatDay(language, payment.date),
                        })}
                        onClick={() => void askDeletePayment(payment)}
                        disabled={removePayment.isPending}
                      >
                        {t("payments.deleteAction")}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      )}

      {invoice.status !== "draft" && (
        <Section title={t("documents.title")}>
          <InvoiceDownloads invoice={invoice} />
          <InvoicePdfPreview invoice={invoice} />
        </Section>
      )}

      {confirmation.dialog}
      <Suspense fallback={null}>
        {dialog === "payment" && (
          <PaymentDialog
            invoice={invoice}
            open
            onClose={() => setDialog(null)}
            onDone={() => {
              setDialog(null);
              addAlert({
                color: "success",
                title: t("payments.doneTitle"),
                text: t("payments.doneText"),
              });
            }}
          />
        )}
        {editing && (
          <PaymentDialog
            key={editing.id}
            invoice={invoice}
            payment={editing}
            open
            onClose={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              addAlert({
                color: "success",
                title: t("payments.updatedTitle"),
                text: t("payments.doneText"),
              });
            }}
          />
        )}
        {dialog === "send" && (
          <SendDialog
            invoice={invoice}
            onClose={() => setDialog(null)}
            onSent={() => {
              setDialog(null);
              setErrors([]);
              addAlert({ color: "success", title: t("send.doneTitle"), text: t("send.doneText") });
            }}
            onKept={(message) => {
              setDialog(null);
              setErrors([message]);
            }}
          />
        )}
        {dialog === "issue" && (
          <IssueDialog
            invoice={invoice}
            onClose={() => setDialog(null)}
            onIssued={() => {
              setDialog(null);
              setErrors([]);
              addAlert({
                color: "success",
                title: t("issue.doneTitle"),
                text: t("issue.doneText"),
              });
            }}
            onRefused={(messages) => {
              setDialog(null);
              setErrors(messages);
            }}
          />
        )}
        {dialog === "cancel" && (
          <CreditNoteDialog
            invoice={invoice}
            onClose={() => setDialog(null)}
            onDone={(creditNote, full) => {
              setDialog(null);
              addAlert({
                color: "success",
                title: t(full ? "cancel.doneTitle" : "cancel.partialTitle"),
                text: t("cancel.doneText", { number: creditNote.number }),
              });
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}
