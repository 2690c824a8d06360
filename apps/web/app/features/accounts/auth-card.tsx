import { Box, Card, CardContent, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { FormErrors } from "../../components/forms/form-errors.tsx";

/** The frame of the sign-in, sign-up and password pages. */
export function AuthCard({
  title,
  errors = [],
  titleProps,
  children,
}: {
  title: string;
  errors?: string[];
  /** Attributes for the heading, e.g. the sign-up page's `data-invited-title`. */
  titleProps?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", px: 2, py: { xs: 4, md: 8 } }}>
      <Card sx={{ width: "100%", maxWidth: 460 }} variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h2" component="h1" gutterBottom {...titleProps}>
            {title}
          </Typography>
          <Stack spacing={2}>
            <FormErrors messages={errors} testId="form-error" />
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
