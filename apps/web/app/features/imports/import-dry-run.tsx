import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import type { ImportJob, User } from "@tempus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { logDuration } from "../../lib/time-format.ts";
import { useColleagues } from "../team/index.ts";

interface Props {
  job: ImportJob;
  user: User;
  starting: boolean;
  error: string | null;
  onImport(people: Record<string, number>): void;
}

/** The dry run: counts, what will be created, the people to map, the first rows and the refused ones. */
export function ImportDryRun({ job, user, starting, error, onImport }: Props) {
  const { t, i18n } = useTranslation("imports");
  const members = useColleagues(true);
  const unmatched = job.people.filter((person) => person.user === null);
  const [people, setPeople] = useState<Record<string, number>>(() =>
    Object.fromEntries(unmatched.map((person) => [person.key, user.id])),
  );
  const memberName = (id: number | null) =>
    members.data?.find((member) => member.id === id)?.username ?? "";
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: job.timezone,
  });
  const creates = (["debtors", "projects", "activities", "tags"] as const).filter(
    (kind) => job.creates[kind].length > 0,
  );
  return (
    <Stack spacing={3}>
      <Alert severity="info">
        {t("summary", {
          format: t(`formats.${job.format}`),
          rows: job.total_rows,
          fresh: job.new_rows,
          imported: job.already_imported_rows,
          refused: job.errors.length,
          zone: job.timezone,
        })}
      </Alert>
      <Box>
        <Typography variant="h6" component="h2">
          {t("creates.title")}
        </Typography>
        {creates.length === 0 && job.creates.rate_rules.length === 0 && (
          <Typography>{t("creates.nothing")}</Typography>
        )}
        {creates.map((kind) => (
          <Typography key={kind}>
            {t(`creates.${kind}`, { count: job.creates[kind].length })}:{" "}
            {job.creates[kind].join(", ")}
          </Typography>
        ))}
        {job.creates.rate_rules.map((rule) => (
          <Typography key={rule.project}>{t("creates.rateRule", rule)}</Typography>
        ))}
      </Box>
      <Box>
        <Typography variant="h6" component="h2">
          {t("people.title")}
        </Typography>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {job.people.map((person) => {
            const label = person.email ? `${person.name} <${person.email}>` : person.name;
            return person.user !== null ? (
              <Typography key={person.key}>
                {t("people.matched", { person: label, member: memberName(person.user) })}
              </Typography>
            ) : (
              <TextField
                key={person.key}
                select
                size="small"
                sx={{ maxWidth: 480 }}
                label={t("people.mapTo", { person: label })}
                value={people[person.key] ?? user.id}
                onChange={(event) =>
                  setPeople({ ...people, [person.key]: Number(event.target.value) })
                }
              >
                {(members.data ?? [user]).map((member) => (
                  <MenuItem key={member.id} value={member.id}>
                    {member.id === user.id
                      ? t("people.myself", { name: member.username })
                      : member.username}
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
        </Stack>
      </Box>
      <Box>
        <Typography variant="h6" component="h2">
          {t("preview.title")}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t("preview.title")}>
            <TableHead>
              <TableRow>
                {(
                  [
                    "line",
                    "start",
                    "person",
                    "client",
                    "project",
                    "activity",
                    "description",
                    "duration",
                  ] as const
                ).map((column) => (
                  <TableCell key={column}>{t(`preview.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {job.preview.map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{when.format(new Date(row.start))}</TableCell>
                  <TableCell>{row.person}</TableCell>
                  <TableCell>{row.client}</TableCell>
                  <TableCell>{row.project}</TableCell>
                  <TableCell>{row.activity}</TableCell>
                  <TableCell>{row.description}</TableCell>
                  <TableCell>
                    {logDuration(row.duration_seconds)}
                    {row.already_imported ? ` (${t("preview.imported")})` : ""}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      {job.errors.length > 0 && (
        <Box>
          <Typography variant="h6" component="h2">
            {t("errors.title", { count: job.errors.length })}
          </Typography>
          <Box component="ul" data-testid="import-errors" sx={{ maxHeight: 320, overflow: "auto" }}>
            {job.errors.map((error) => (
              <li key={error.line}>
                {t("errors.line", { line: error.line })}:{" "}
                {t(`errors.${error.code}`, { value: error.value })}
              </li>
            ))}
          </Box>
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button variant="contained" disabled={starting} onClick={() => onImport(people)}>
          {t("import", { count: job.new_rows })}
        </Button>
      </Box>
    </Stack>
  );
}
