import { Container, Typography } from "@mui/material";

export default function Page() {
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h1">…</Typography>
    </Container>
  );
}
