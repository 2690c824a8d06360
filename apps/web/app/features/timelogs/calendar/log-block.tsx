import type { EventDisplayInfo } from "@fullcalendar/react";
import MoneyOffOutlinedIcon from "@mui/icons-material/MoneyOffOutlined";
import PaidOutlinedIcon from "@mui/icons-material/PaidOutlined";
import { Box } from "@mui/material";
import { visuallyHidden } from "../../../components/visually-hidden.ts";

/** What a log's block shows besides its title (project · description) and time. */
export interface LogExtras {
  /** The activity's name; "" for none. */
  activity: string;
  billable: boolean;
  /** Whose log it is, where the calendar shows several people's; "" otherwise. */
  person: string;
}

/** The words for billable and not billable, in the user's language. */
export interface BillingWords {
  billable: string;
  notBillable: string;
}

/**
 * A log in the calendar: a coin (billable) or a struck-out one (not billable)
 * before its time, then project · description, then the activity and, in a
 * calendar of several people's logs, the person; on one line where the block is
 * short (a quarter of an hour, the month view), the person first. Hovering it
 * shows all of it, and the block's accessible name says it in one go:
 * "Website · Mockups · Design · Billable · 8:00 – 9:30am" ("Mia · Website · …").
 */
export function LogBlock({ info, words }: { info: EventDisplayInfo; words: BillingWords }) {
  const { activity, billable, person } = info.event.extendedProps as LogExtras;
  const billing = billable ? words.billable : words.notBillable;
  const Mark = billable ? PaidOutlinedIcon : MoneyOffOutlinedIcon;
  const label = [person, info.event.title, activity, billing, info.timeText]
    .filter(Boolean)
    .join(" · ");
  const oneLine = info.isShort || info.view.type.startsWith("dayGrid");
  const title = oneLine
    ? [person, info.event.title, activity].filter(Boolean).join(" · ")
    : info.event.title;
  return (
    <>
      {/* The visible parts take part in the block's layout (FullCalendar's classes) as they are. */}
      <Box aria-hidden title={label} sx={{ display: "contents" }}>
        <div className={info.timeClass}>
          <Mark
            data-testid={billable ? "billable-mark" : "not-billable-mark"}
            fontSize="inherit"
            sx={{ verticalAlign: "-0.125em", marginInlineEnd: "0.2em" }}
          />
          {info.timeText}
        </div>
        <div className={info.titleClass}>{title || "\u00a0"}</div>
        {!oneLine && activity && <div className={info.titleClass}>{activity}</div>}
        {!oneLine && person && (
          <div className={info.titleClass} data-testid="log-person">
            {person}
          </div>
        )}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </>
  );
}
