import { Box, Container } from "@mui/material";
import { useParams } from "react-router";
import { Brand } from "../components/layouts/brand.tsx";
import { SharedReportPage } from "../features/reports/shared/shared-report-page.tsx";
import { pageMeta } from "../lib/i18n.ts";

export const meta = () => [
  ...pageMeta("common:titles.sharedReport"),
  { name: "robots", content: "noindex" },
];

/** A report shared as a read-only link: opened without signing in, outside the app's shell. */
export default function SharedReport() {
  return (
    <Box sx={{ minHeight: "100vh" }}>
      <Container component="header" sx={{ py: 2 }}>
        <Brand />
      </Container>
      <Container component="main">
        <SharedReportPage token={useParams().token ?? ""} />
      </Container>
    </Box>
  );
}
