import { Alert } from "@mui/material";

/** The messages of a form that belong to none of its fields, above it. */
export function FormErrors({ messages, testId }: { messages: string[]; testId?: string }) {
  return messages.map((message) => (
    <Alert key={message} severity="error" data-testid={testId}>
      {message}
    </Alert>
  ));
}
