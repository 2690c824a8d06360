import { Alert, Box, Card, CardContent, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** The frame of the sign-in, sign-up and password pages. */
export function AuthCard({
  title,
  errors = [],
  children,
}: {
  title: string;
  errors?: string[];
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", px: 2, py: { xs: 4, md: 8 } }}>
      <Card sx={{ width: "100%", maxWidth: 460 }} variant="outlined">
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h2" component="h1" gutterBottom>
            {title}
          </Typography>
          <Stack spacing={2}>
            {errors.map((message) => (
              <Alert key={message} severity="error" data-testid="form-error">
                {message}
              </Alert>
            ))}
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
