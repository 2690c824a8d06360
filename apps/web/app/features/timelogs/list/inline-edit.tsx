import { InputBase, Typography } from "@mui/material";
import { type FocusEvent, type KeyboardEvent, type ReactNode, useRef, useState } from "react";

/**
 * A piece of a row that turns into its editor on a click or Enter (a button
 * until then; plain, styled by the list's `.tl-edit` rule, as a page holds a
 * thousand of them).
 */
export function EditTrigger({
  label,
  onEdit,
  children,
  disabled,
  focus,
}: {
  label: string;
  onEdit: () => void;
  children: ReactNode;
  disabled?: boolean;
  /** Takes the focus when shown (back from its editor with the keyboard). */
  focus?: boolean;
}) {
  if (disabled) return <>{children}</>;
  return (
    <button
      type="button"
      className="tl-edit"
      ref={(element) => {
        if (focus) element?.focus();
      }}
      aria-label={label}
      onClick={onEdit}
    >
      {children}
    </button>
  );
}

/** The refusal of an inline change, under the field. */
export function InlineError({ message, id }: { message: string | null; id: string }) {
  return message ? (
    <Typography id={id} role="alert" variant="body2" color="error">
      {message}
    </Typography>
  ) : null;
}

/**
 * Inline editing of one or more text fields: Enter or leaving the fields
 * saves (when something changed), Escape puts the old values back. `save`
 * answers null when saved, else the text to show.
 */
export function useInlineEditor<T extends Record<string, string>>(
  initial: () => T,
  save: (values: T) => Promise<string | null>,
) {
  const [values, setValues] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Closed with Enter or Escape, the focus goes back to the trigger; left with the mouse, it stays.
  const [refocus, setRefocus] = useState(false);
  const busy = useRef(false);
  const start = () => {
    setError(null);
    setRefocus(false);
    setValues(initial());
  };
  const cancel = (byKey = false) => {
    setValues(null);
    setError(null);
    setRefocus(byKey);
  };
  const commit = async (byKey = false) => {
    if (!values || busy.current) return;
    const before = initial();
    if (Object.keys(values).every((key) => values[key] === before[key])) {
      cancel(byKey);
      return;
    }
    busy.current = true;
    const refusal = await save(values);
    busy.current = false;
    if (refusal === null) cancel(byKey);
    else setError(refusal);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      void commit(true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      cancel(true);
    }
  };
  /** Saves when the focus leaves the editor (not when it moves between its fields). */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) void commit();
  };
  return {
    values,
    error,
    isEditing: values !== null,
    refocus,
    start,
    cancel,
    commit,
    onKeyDown,
    onBlur,
    set: (key: keyof T, value: string) =>
      setValues((current) => (current ? { ...current, [key]: value } : current)),
  };
}

/** A small text input of an inline editor. */
export function InlineInput({
  label,
  value,
  onChange,
  autoFocus,
  errorId,
  width,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  errorId?: string;
  width?: number;
}) {
  return (
    <InputBase
      value={value}
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.target.value)}
      inputProps={{ "aria-label": label, "aria-describedby": errorId, autoComplete: "off" }}
      sx={{
        width: width ?? "100%",
        border: 1,
        borderColor: "primary.main",
        borderRadius: 1,
        px: 0.5,
        fontSize: "inherit",
      }}
    />
  );
}
