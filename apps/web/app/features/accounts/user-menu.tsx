import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import {
  Box,
  Button,
  Divider,
  ListItemText,
  Menu,
  MenuItem,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { Language } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { LanguageSwitch } from "../../components/language-switch.tsx";
import { carryAlert } from "../../lib/carried-alert.ts";
import { useLogOut, useUpdateMe } from "./api.ts";

/** Username, language (saved to the profile) and logout. */
export function UserMenu({ username }: { username: string }) {
  const { t } = useTranslation("accounts");
  const navigate = useNavigate();
  const logOut = useLogOut();
  const updateMe = useUpdateMe();
  const { addAlert } = useAlerts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down("md"));

  const saveLanguage = (language: Language) => {
    updateMe
      .mutateAsync({ language_preference: language })
      .catch(() =>
        addAlert({ color: "error", title: t("profile.failedTitle"), text: t("unexpected") }),
      );
  };
  const signOut = async () => {
    setAnchor(null);
    await logOut();
    // The log-in page is a public page of its own (decision 007): a page load, the alert carried.
    carryAlert({ color: "info", title: t("logout.title"), text: t("logout.text") });
    window.location.replace("/auth/login");
  };

  return (
    <>
      {/* On a phone the switch shows the language's code only. */}
      <LanguageSwitch onChange={saveLanguage} compact={phone} />
      <Button
        startIcon={<AccountCircleIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? "user-menu" : undefined}
        aria-label={username}
        sx={{ minWidth: 0, "& .MuiButton-startIcon": { mr: { xs: 0, md: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: "none", md: "inline" } }}>
          {username}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        // Opened from the keyboard or the mouse alike, focus starts on the first item.
        variant="menu"
        autoFocus
        id="user-menu"
        slotProps={{ list: { "aria-label": username } }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate("/app/settings");
          }}
        >
          <ListItemText primary={t("menu.settings")} />
        </MenuItem>
        <Divider />
        <MenuItem onClick={signOut}>
          <ListItemText primary={t("menu.logout")} />
        </MenuItem>
      </Menu>
    </>
  );
}
