import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import { Button, Divider, ListItemText, Menu, MenuItem } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import type { Language } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { LanguageSwitch } from "../../components/language-switch.tsx";
import { logOut, useUpdateMe } from "./api.ts";

/** Username, language (saved to the profile) and logout. */
export function UserMenu({ username }: { username: string }) {
  const { t } = useTranslation("accounts");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const updateMe = useUpdateMe();
  const { addAlert } = useAlerts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const saveLanguage = (language: Language) => {
    updateMe({ language_preference: language }).catch(() =>
      addAlert({ color: "error", title: t("profile.failedTitle"), text: t("unexpected") }),
    );
  };
  const signOut = async () => {
    setAnchor(null);
    await logOut();
    queryClient.clear();
    addAlert({ color: "info", title: t("logout.title"), text: t("logout.text") });
    navigate("/auth/login", { replace: true });
  };

  return (
    <>
      <LanguageSwitch onChange={saveLanguage} />
      <Button
        startIcon={<AccountCircleIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        color="inherit"
        aria-haspopup="menu"
      >
        {username}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
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
