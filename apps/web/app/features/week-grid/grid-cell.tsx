import { Box, InputBase, Tooltip, Typography } from "@mui/material";
import { useId, useRef, useState } from "react";
import { visuallyHidden } from "../../components/visually-hidden.ts";

/** Where a key sends the focus from a cell. */
export type Move = "next" | "previous" | "down" | "up";

/**
 * One cell of the grid: its time as text, typed over like a spreadsheet's. Focus selects it;
 * typing edits it; leaving it (Tab, Enter, a click elsewhere) hands the text to `onCommit`;
 * Escape shows the saved time again. A cell that cannot be changed is read-only and says why
 * (`lockReason`, as a tooltip and to screen readers); an error stays under the cell with what
 * was typed until it is typed over or undone.
 */
export function GridCell({
  value,
  label,
  error,
  isSaving,
  lockReason,
  row,
  column,
  onCommit,
  onRevert,
  onMove,
}: {
  /** What the cell shows when it is not being typed in: the draft's text or the saved time. */
  value: string;
  label: string;
  error?: string;
  isSaving?: boolean;
  lockReason: string | null;
  row: number;
  column: number;
  onCommit: (text: string) => void;
  onRevert: () => void;
  /** Moves the focus; false when there is no cell that way. */
  onMove: (from: { row: number; column: number }, move: Move) => boolean;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [isEditing, setIsEditing] = useState(false);
  // Read in the same event as the key that moves the focus: state would still be the old one.
  const editing = useRef(false);
  const justFocused = useRef(false);
  const isReadOnly = lockReason !== null || Boolean(isSaving);

  const finish = () => {
    if (!editing.current) return;
    editing.current = false;
    setIsEditing(false);
    onCommit(text);
  };
  const move = (event: React.KeyboardEvent, to: Move) => {
    if (onMove({ row, column }, to)) event.preventDefault();
  };

  const describedBy = [error ? `${id}-error` : null, lockReason ? `${id}-reason` : null]
    .filter(Boolean)
    .join(" ");
  const input = (
    <InputBase
      value={isEditing ? text : value}
      readOnly={isReadOnly}
      onFocus={(event) => {
        event.target.select();
        justFocused.current = true;
      }}
      // The click that focused the cell would put the caret where it landed: the time stays
      // selected, so that typing replaces it, as in a spreadsheet.
      onMouseUp={(event) => {
        if (justFocused.current) event.preventDefault();
        justFocused.current = false;
      }}
      onChange={(event) => {
        editing.current = true;
        setIsEditing(true);
        setText(event.target.value);
      }}
      onBlur={finish}
      onKeyDown={(event) => {
        // Reached by the keyboard: a later click places the caret as usual.
        justFocused.current = false;
        if (event.key === "Tab") move(event, event.shiftKey ? "previous" : "next");
        else if (event.key === "Enter") {
          event.preventDefault();
          finish();
          // At the grid's edge the cell keeps the focus, its text selected to be typed over.
          if (!onMove({ row, column }, event.shiftKey ? "up" : "down"))
            (event.target as HTMLInputElement).select();
        } else if (event.key === "ArrowDown") move(event, "down");
        else if (event.key === "ArrowUp") move(event, "up");
        else if (event.key === "Escape" && (isEditing || error)) {
          // The dialog or menu around the page does not close on it.
          event.stopPropagation();
          editing.current = false;
          setIsEditing(false);
          onRevert();
        }
      }}
      inputProps={{
        "aria-label": label,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        "aria-busy": isSaving ? true : undefined,
        "data-row": row,
        "data-column": column,
        autoComplete: "off",
        spellCheck: false,
      }}
      sx={{
        width: "100%",
        border: 1,
        borderColor: error ? "error.main" : "divider",
        borderRadius: 1,
        bgcolor: lockReason ? "action.hover" : "background.paper",
        // Read-only and saving cells are greyed with a text colour that keeps its contrast.
        color: lockReason || isSaving ? "text.secondary" : "text.primary",
        "&.Mui-focused": {
          borderColor: error ? "error.main" : "primary.main",
          boxShadow: (theme) => `0 0 0 1px ${theme.palette[error ? "error" : "primary"].main}`,
        },
        "& input": { textAlign: "center", px: 0.5, py: 0.75, fontVariantNumeric: "tabular-nums" },
      }}
    />
  );
  return (
    <Box>
      {lockReason ? (
        <Tooltip title={lockReason} describeChild>
          {input}
        </Tooltip>
      ) : (
        input
      )}
      {lockReason && (
        <Box id={`${id}-reason`} sx={visuallyHidden}>
          {lockReason}
        </Box>
      )}
      {error && (
        <Typography
          id={`${id}-error`}
          role="alert"
          variant="caption"
          color="error"
          sx={{ display: "block", mt: 0.5, lineHeight: 1.3, overflowWrap: "anywhere" }}
        >
          {error}
        </Typography>
      )}
    </Box>
  );
}
