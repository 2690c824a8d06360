import { createTheme } from "@mui/material/styles";
import { BREAKPOINTS } from "@tempus/contract/constants";

declare module "@mui/material/styles" {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** The focus ring of every control reached by the keyboard (8.6:1 on the page's background). */
const FOCUS_RING = { outline: "2px solid #8a3c00", outlineOffset: "2px" } as const;

/** The specification's light theme: orange, dark brown, and the usual signal colours. */
export const theme = createTheme({
  breakpoints: { values: BREAKPOINTS },
  palette: {
    mode: "light",
    // Darker than the brand orange (#ef6c00, light) where text sits on it: 5:1 on white (WCAG AA).
    primary: { main: "#b85000", light: "#ef6c00", dark: "#8a3c00", contrastText: "#ffffff" },
    secondary: { main: "#4e342e", contrastText: "#ffffff" },
    error: { main: "#d32f2f" },
    info: { main: "#1976d2" },
    success: { main: "#2e7d32" },
    warning: { main: "#ffa000" },
    background: { default: "#fffaf5", paper: "#ffffff" },
    text: { primary: "#3e2723", secondary: "#6d4c41" },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: "2.75rem", fontWeight: 700 },
    h2: { fontSize: "2rem", fontWeight: 700 },
    h3: { fontSize: "1.5rem", fontWeight: 600 },
    button: { textTransform: "none", fontWeight: 600 },
  },
  components: {
    // A long word (an e-mail address on a phone) wraps instead of making the message a
    // scrolling region that a keyboard cannot reach.
    MuiAlert: { styleOverrides: { message: { minWidth: 0, overflowWrap: "anywhere" } } },
    // The app renders in the browser: a media query answers on the first render, so a phone
    // does not first lay out the desktop page and then move everything (layout shift).
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
    // A keyboard's focus is plain to see on every control (WCAG 2.2 focus appearance): a 2 px
    // outline in the dark primary, off the control's edge, not only a ripple or a faint tint.
    MuiButtonBase: { styleOverrides: { root: { "&.Mui-focusVisible": FOCUS_RING } } },
    // The ring is the focus: no pulsing focus ripple as well, whose tint under the label drops
    // its contrast while it pulses (axe measured a button mid-pulse).
    MuiButton: { defaultProps: { disableFocusRipple: true } },
    MuiIconButton: { defaultProps: { disableFocusRipple: true } },
    MuiToggleButton: { defaultProps: { disableFocusRipple: true } },
    MuiLink: { styleOverrides: { root: { "&:focus-visible": FOCUS_RING } } },
  },
});
