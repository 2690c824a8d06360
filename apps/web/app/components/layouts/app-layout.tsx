import BarChartIcon from "@mui/icons-material/BarChart";
import BusinessIcon from "@mui/icons-material/Business";
import CalendarMonthOutlinedIcon from "@mui/icons-material/CalendarMonthOutlined";
import CategoryOutlinedIcon from "@mui/icons-material/CategoryOutlined";
import DashboardOutlinedIcon from "@mui/icons-material/DashboardOutlined";
import FolderOutlinedIcon from "@mui/icons-material/FolderOutlined";
import GridOnOutlinedIcon from "@mui/icons-material/GridOnOutlined";
import ListAltIcon from "@mui/icons-material/ListAlt";
import MenuIcon from "@mui/icons-material/Menu";
import ReceiptLongOutlinedIcon from "@mui/icons-material/ReceiptLongOutlined";
import SettingsOutlinedIcon from "@mui/icons-material/SettingsOutlined";
import SummarizeOutlinedIcon from "@mui/icons-material/SummarizeOutlined";
import TimerOutlinedIcon from "@mui/icons-material/TimerOutlined";
import {
  AppBar,
  Box,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  useMediaQuery,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { Brand } from "./brand.tsx";
import { APP_NAV } from "./nav-items.ts";

const DRAWER_WIDTH = 240;
const ICONS = {
  dashboard: <DashboardOutlinedIcon />,
  timelogs: <ListAltIcon />,
  calendar: <CalendarMonthOutlinedIcon />,
  weekGrid: <GridOnOutlinedIcon />,
  clock: <TimerOutlinedIcon />,
  statistics: <BarChartIcon />,
  reports: <SummarizeOutlinedIcon />,
  projects: <FolderOutlinedIcon />,
  debtors: <BusinessIcon />,
  activities: <CategoryOutlinedIcon />,
  invoices: <ReceiptLongOutlinedIcon />,
  settings: <SettingsOutlinedIcon />,
};

/**
 * The signed-in frame: a navigation bar beside the page on wide screens, a
 * drawer behind a menu button below 1280 px ("mobile" in the specification).
 */
export function AppLayout({
  children,
  userMenu,
  logo,
  isAdmin = false,
}: {
  children: ReactNode;
  userMenu?: ReactNode;
  logo?: string | null;
  /** Owners and admins also see the sections members may not use. */
  isAdmin?: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down("lg"));
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const navigation = (
    <List component="nav" aria-label={t("site.nav.label")}>
      {APP_NAV.filter((item) => isAdmin || !("adminsOnly" in item)).map((item) => (
        <ListItemButton
          key={item.to}
          component={NavLink}
          to={item.to}
          end
          onClick={() => setIsDrawerOpen(false)}
          sx={{ "&.active": { bgcolor: "action.selected", color: "primary.dark" } }}
        >
          <ListItemIcon>{ICONS[item.icon]}</ListItemIcon>
          <ListItemText primary={t(item.label)} />
        </ListItemButton>
      ))}
    </List>
  );

  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      {/* The first stop of the Tab key: past the bar and the navigation to the page itself. */}
      <Box
        component="a"
        href="#main-content"
        onClick={(event: React.MouseEvent) => {
          // Focus moves to the page without a change of address the router would see.
          event.preventDefault();
          document.getElementById("main-content")?.focus();
        }}
        sx={{
          position: "fixed",
          left: 8,
          top: -64,
          zIndex: theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: "background.paper",
          color: "primary.dark",
          boxShadow: 3,
          "&:focus": { top: 8 },
        }}
      >
        {t("nav.skipToContent")}
      </Box>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: "divider", zIndex: theme.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {isMobile && (
            <IconButton
              edge="start"
              aria-label={t("nav.openMenu")}
              onClick={() => setIsDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Brand to="/app" logo={logo} />
          <Box sx={{ flexGrow: 1 }} />
          {userMenu}
        </Toolbar>
      </AppBar>
      <Drawer
        variant={isMobile ? "temporary" : "permanent"}
        open={isMobile ? isDrawerOpen : true}
        onClose={() => setIsDrawerOpen(false)}
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          "& .MuiDrawer-paper": { width: DRAWER_WIDTH, boxSizing: "border-box" },
        }}
      >
        <Toolbar />
        {navigation}
      </Drawer>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, minWidth: 0, "&:focus": { outline: "none" } }}
      >
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
