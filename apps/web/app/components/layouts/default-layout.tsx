import { Box, Container } from "@mui/material";
import type { ReactNode } from "react";
import { Brand } from "./brand.tsx";

/** The plain layout of pages without a section of their own (errors, hand-offs from e-mails). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: "100vh" }}>
      <Container sx={{ py: 2 }}>
        <Brand />
      </Container>
      <Container component="main">{children}</Container>
    </Box>
  );
}
