import AddIcon from "@mui/icons-material/Add";
import { Button, Stack, Typography } from "@mui/material";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { whenIdle } from "../../../lib/idle.ts";

const loadDialog = () => import("./add-entry-dialog.tsx");

/**
 * The dialog (with the contract's schemas that check it) comes after the page: it is asked for
 * once the page is idle, so it is there when "Add entry" is pressed.
 */
const AddEntryDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.AddEntryDialog })),
);

/** A page's heading with its "Add entry" button, which opens the dialog and gets the focus back. */
export function HeadingWithAddEntry({ title, timeZone }: { title: string; timeZone: string }) {
  const { t } = useTranslation("time");
  const [isAdding, setIsAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(() => void loadDialog()), []);
  return (
    <>
      {isAdding && (
        <Suspense fallback={null}>
          <AddEntryDialog
            open
            timeZone={timeZone}
            onClose={() => {
              setIsAdding(false);
              addButton.current?.focus();
            }}
          />
        </Suspense>
      )}
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Button
          ref={addButton}
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setIsAdding(true)}
        >
          {t("entry.open")}
        </Button>
      </Stack>
    </>
  );
}
