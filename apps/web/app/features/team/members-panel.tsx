import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import {
  Button,
  Chip,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import {
  ASSIGNABLE_ROLES,
  type InvitationCreateBody,
  InvitationCreateSchema,
  type Member,
  type MemberUpdateBody,
  type User,
} from "@tempus/contract";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { contractResolver, requiring } from "../../components/forms/contract-resolver.ts";
import { Field } from "../../components/forms/field.tsx";
import { FormErrors } from "../../components/forms/form-errors.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { firstErrorMessage } from "../../lib/api-client.ts";
import { readDecimal, showDecimal } from "../../lib/decimal-input.ts";
import { applyServerErrors } from "../../lib/form-errors.ts";
import { formatLocale } from "../../lib/i18n.ts";
import { useActivePeriod } from "../billing/index.ts";
import {
  useInvitations,
  useInvite,
  useMembers,
  useUpdateMember,
  useWithdrawInvitation,
} from "./api.ts";

type Role = (typeof ASSIGNABLE_ROLES)[number];
type InviteValues = { email: string; role: Role };

function InviteForm() {
  const { t } = useTranslation("company");
  const invite = useInvite();
  const { addAlert } = useAlerts();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<InviteValues, unknown, InvitationCreateBody>({
    defaultValues: { email: "", role: "member" },
    resolver: requiring(
      ["email"],
      t("common:form.required"),
      contractResolver(InvitationCreateSchema, (values: InviteValues) => values),
    ),
  });
  const failed = (text: string) =>
    addAlert({ color: "error", title: t("team.inviteFailed"), text });
  const submit = form.handleSubmit(
    async (body) => {
      setErrors([]);
      try {
        await invite.mutateAsync(body);
        // The address is done with; the role stays chosen for the next one.
        form.reset({ email: "", role: form.getValues("role") });
        addAlert({
          color: "success",
          title: t("team.invitedTitle"),
          text: t("team.invitedText", { email: body.email }),
        });
      } catch (error) {
        const messages = applyServerErrors(
          error,
          ["email"],
          form.setError,
          t("accounts:unexpected"),
        );
        setErrors(messages);
        failed(messages[0] ?? firstErrorMessage(error, ""));
      }
    },
    (refused) => {
      const messages = Object.values(refused)
        .filter((error) => error?.type === "contract")
        .map((error) => String(error?.message));
      if (messages.length === 0) return;
      setErrors([]);
      failed(refused.root?.message ?? messages[0] ?? "");
    },
  );
  const root = form.formState.errors.root?.message;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <FormErrors messages={root ? [root, ...errors] : errors} testId="invite-error" />
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <Field
          name="email"
          type="email"
          label={t("team.inviteEmail")}
          register={form.register}
          errors={form.formState.errors}
        />
        <Controller
          name="role"
          control={form.control}
          render={({ field }) => (
            <TextField
              select
              label={t("team.role")}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value as Role)}
              onBlur={field.onBlur}
              sx={{ minWidth: 160 }}
            >
              {ASSIGNABLE_ROLES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`accounts:roles.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t("team.invite")}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Members with role, status and rate; invitations; the seats the subscription allows. */
export function MembersPanel({ user }: { user: User }) {
  const { t, i18n } = useTranslation("company");
  const { addAlert } = useAlerts();
  const members = useMembers();
  const invitations = useInvitations();
  const period = useActivePeriod();
  const updateMember = useUpdateMember();
  const withdrawInvitation = useWithdrawInvitation();
  const pending = (invitations.data ?? []).filter(
    (entry) => entry.accepted_at === null && new Date(entry.expires_at) > new Date(),
  );
  const active = (members.data ?? []).filter((member) => member.is_active).length;
  const seats = period.data?.amount_of_users ?? 1;

  const change = async (member: Member, changes: MemberUpdateBody) => {
    try {
      await updateMember.mutateAsync({ id: member.id, changes });
      addAlert({
        color: "success",
        title: t("team.savedTitle"),
        text: t("team.savedText", { name: member.username }),
      });
    } catch (error) {
      addAlert({
        color: "error",
        title: t("team.failedTitle"),
        text: firstErrorMessage(error, t("accounts:unexpected")),
      });
    }
  };

  if (members.isPending) return <ListStatus state="loading" />;
  return (
    <Stack spacing={3}>
      <Typography data-testid="seats">
        {t("team.seats", { used: active + pending.length, seats })}
      </Typography>
      <InviteForm />
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t("team.name")}</TableCell>
            <TableCell>{t("fields.email")}</TableCell>
            <TableCell>{t("team.role")}</TableCell>
            <TableCell>{t("team.rate")}</TableCell>
            <TableCell>{t("team.status")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(members.data ?? []).map((member) => (
            <TableRow key={member.id} data-testid={`member-${member.username}`}>
              <TableCell>{member.username}</TableCell>
              <TableCell>{member.email}</TableCell>
              <TableCell>
                {member.role === "owner" ? (
                  t("accounts:roles.owner")
                ) : (
                  <TextField
                    select
                    size="small"
                    value={member.role}
                    onChange={(event) => void change(member, { role: event.target.value as Role })}
                  >
                    {ASSIGNABLE_ROLES.map((value) => (
                      <MenuItem key={value} value={value}>
                        {t(`accounts:roles.${value}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  defaultValue={showDecimal(member.hourly_rate ?? "", i18n.language)}
                  placeholder={showDecimal("0.00", i18n.language)}
                  onBlur={(event) => {
                    const typed = event.target.value.trim();
                    const value = typed === "" ? "" : readDecimal(typed, i18n.language);
                    if (value !== (member.hourly_rate ?? ""))
                      void change(member, { hourly_rate: value === "" ? null : value });
                  }}
                  sx={{ width: 110 }}
                />
              </TableCell>
              <TableCell>
                {member.role === "owner" || member.id === user.id ? (
                  <Chip size="small" color="success" label={t("team.active")} />
                ) : (
                  <Button
                    size="small"
                    color={member.is_active ? "error" : "success"}
                    onClick={() => void change(member, { is_active: !member.is_active })}
                  >
                    {member.is_active ? t("team.deactivate") : t("team.activate")}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="h3" component="h2">
        {t("team.pending")}
      </Typography>
      {pending.length === 0 ? (
        <ListStatus state="empty" />
      ) : (
        <Table size="small">
          <TableBody>
            {pending.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{entry.email}</TableCell>
                <TableCell>{t(`accounts:roles.${entry.role}`)}</TableCell>
                <TableCell>
                  {t("team.expires", {
                    date: new Date(entry.expires_at).toLocaleDateString(
                      formatLocale(i18n.language),
                    ),
                  })}
                </TableCell>
                <TableCell align="right">
                  <Tooltip title={t("team.withdraw")}>
                    <IconButton
                      aria-label={t("team.withdraw")}
                      onClick={() => withdrawInvitation.mutateAsync(entry.id)}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
