import { Card, CardContent, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A titled card of an invoice page; `aside` stands beside the title (e.g. a progress sign). */
export function Section({
  title,
  aside,
  testId,
  children,
}: {
  title: string;
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Typography variant="h3" component="h2">
              {title}
            </Typography>
            {aside}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
