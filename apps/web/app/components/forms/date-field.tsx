import { TextField } from "@mui/material";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { datePlaceholder, formatDateInput, parseDateInput } from "../../lib/date-input.ts";
import { formatLocale } from "../../lib/format-locale.ts";

interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or "" for no date. */
  value: string;
  /** Called with YYYY-MM-DD once the text is a whole valid date, or "" once it is emptied. */
  onChange: (value: string) => void;
  /** A message from outside (the range's order, the server's 400 text). */
  error?: string;
  size?: "small" | "medium";
  testId?: string;
  /** The input's id (a form's `<prefix>-<name>`); one of React's otherwise. */
  id?: string;
  required?: boolean;
  /** Told whether the text is unfinished or impossible (a form then holds its submit back). */
  onUnfinished?: (unfinished: boolean) => void;
}

function useDateText(value: string) {
  const { i18n } = useTranslation();
  const locale = formatLocale(i18n.language);
  const [text, setText] = useState(() => formatDateInput(value, locale));
  // The address, a preset or a reset changed the date: show it, unless the text already says it.
  useEffect(() => {
    setText((current) => {
      const typed = parseDateInput(current, locale);
      const same = typed.state === "valid" ? typed.iso === value : value === "";
      return same ? current : formatDateInput(value, locale);
    });
  }, [value, locale]);
  return { text, setText, locale, typed: parseDateInput(text, locale) };
}

/**
 * A date typed in the user's regional format (MM/DD/YYYY in US English, DD/MM/YYYY in British,
 * TT.MM.JJJJ in German). It
 * reports a date only when the text is a whole valid one, so half-typed text starts no
 * request; an impossible date says so at once, an unfinished one when the field is left.
 */
export function DateField({
  label,
  value,
  onChange,
  error,
  size,
  testId,
  id: givenId,
  required,
  onUnfinished,
}: DateFieldProps) {
  const { t } = useTranslation();
  const { text, setText, locale, typed } = useDateText(value);
  const [left, setLeft] = useState(false);
  const ownId = useId();
  const id = givenId ?? ownId;
  const pattern = datePlaceholder(locale, {
    day: t("dateField.day"),
    month: t("dateField.month"),
    year: t("dateField.year"),
  });
  const own =
    typed.state === "invalid"
      ? t("dateField.invalid", { pattern })
      : typed.state === "partial" && left
        ? t("dateField.incomplete", { pattern })
        : undefined;
  const message = own ?? error;
  return (
    <TextField
      id={id}
      size={size}
      label={label}
      required={required}
      value={text}
      placeholder={pattern}
      error={Boolean(message)}
      helperText={message}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        setLeft(false);
        const parsed = parseDateInput(next, locale);
        onUnfinished?.(parsed.state === "partial" || parsed.state === "invalid");
        if (parsed.state === "valid" && parsed.iso !== value) onChange(parsed.iso);
        // An impossible date says so and bounds nothing: the earlier date is not kept applied.
        if ((parsed.state === "empty" || parsed.state === "invalid") && value !== "") onChange("");
      }}
      onBlur={() => {
        setLeft(true);
        if (typed.state === "valid") setText(formatDateInput(typed.iso, locale));
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: "numeric", autoComplete: "off", "data-testid": testId },
      }}
    />
  );
}

/**
 * Two dates, the second not before the first: each reports its date on its own (either
 * may be empty); a `to` before `from` is shown at `to` and reported as no `to`.
 */
export function DateRangeField({
  from,
  to,
  onChange,
  labels,
  errors,
  size,
  testIds,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  labels: { from: string; to: string };
  /** Messages from outside (the server's 400 texts) for either date. */
  errors?: { from?: string; to?: string };
  size?: "small" | "medium";
  testIds?: { from: string; to: string };
}) {
  const { t } = useTranslation();
  // The last dates typed, reported or not: a reversed range waits here until it is put right.
  const [pending, setPending] = useState({ from, to });
  // What this field reported last: coming back from the parent it changes nothing shown (a
  // reversed range is reported without its `to`, and the typed `to` stays with its message).
  const reported = useRef({ from, to });
  useEffect(() => {
    if (reported.current.from === from && reported.current.to === to) return;
    reported.current = { from, to };
    setPending({ from, to });
  }, [from, to]);
  const reversed = pending.from !== "" && pending.to !== "" && pending.to < pending.from;
  // A reversed range shows its error at `to`, which then bounds nothing (the earlier `to` is not
  // kept applied while the field says something else).
  const change = (next: { from: string; to: string }) => {
    setPending(next);
    reported.current =
      next.from === "" || next.to === "" || next.from <= next.to ? next : { ...next, to: "" };
    onChange(reported.current);
  };
  return (
    <>
      <DateField
        size={size}
        label={labels.from}
        value={pending.from}
        onChange={(value) => change({ ...pending, from: value })}
        error={errors?.from}
        testId={testIds?.from}
      />
      <DateField
        size={size}
        label={labels.to}
        value={pending.to}
        onChange={(value) => change({ ...pending, to: value })}
        error={reversed ? t("dateField.endBeforeStart") : errors?.to}
        testId={testIds?.to}
      />
    </>
  );
}
