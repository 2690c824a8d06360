import {
  Alert,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import {
  type Company,
  type CompanyWriteBody,
  CompanyWriteSchema,
  DebtorWriteSchema,
  ProjectWriteSchema,
  type User,
} from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { contractResolver } from "../../components/forms/contract-resolver.ts";
import { FormErrors } from "../../components/forms/form-errors.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { firstErrorMessage } from "../../lib/api-client.ts";
import { applyServerErrors } from "../../lib/form-errors.ts";
import { QUERY_ROOTS } from "../../lib/query-keys.ts";
import {
  PlanPicker,
  useActivePeriod,
  useInitializeSubscription,
  usePlans,
} from "../billing/index.ts";
import { useCreateDebtorAndProject } from "../projects/index.ts";
import { useCompany, useCurrencies, useSaveCompany } from "./api.ts";
import { LogoPicker, TIME_ZONES } from "./logo-picker.tsx";

const STEPS = ["company", "region", "plan", "project"] as const;

/** The step a company's set-up reached, kept in the browser so leaving and coming back resumes it. */
const stepStore = {
  key: (companyId: number) => `tempus.setupStep.${companyId}`,
  read(companyId: number): number {
    try {
      return Number(window.localStorage.getItem(stepStore.key(companyId))) || 0;
    } catch {
      return 0;
    }
  },
  write(companyId: number, step: number) {
    try {
      window.localStorage.setItem(stepStore.key(companyId), String(step));
    } catch {
      // Storage refused (private mode): the address still holds the step.
    }
  },
};

/** The company step's values: the name as typed and the logo chosen (none: the current one stays). */
interface CompanyValues {
  name: string;
  company_image: File | null;
}

function CompanyStep({ company, onDone }: { company: Company; onDone: () => void }) {
  const { t } = useTranslation("company");
  const save = useSaveCompany();
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<CompanyValues, unknown, CompanyWriteBody>({
    defaultValues: { name: company.name, company_image: null },
    // The logo goes beside the body (multipart); the schema judges the name.
    resolver: contractResolver(CompanyWriteSchema, (values: CompanyValues) => ({
      name: values.name,
    })),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const name = form.watch("name");
  const send = form.handleSubmit(async (changes) => {
    try {
      await save.mutateAsync({
        id: company.id,
        changes,
        logo: form.getValues("company_image") ?? undefined,
      });
      onDone();
    } catch (failure) {
      setGeneral(
        applyServerErrors(
          failure,
          ["name", "company_image"],
          form.setError,
          t("accounts:unexpected"),
        ),
      );
    }
  });
  const submit = () => {
    setGeneral([]);
    void send();
  };
  const messages = [...(errors.root?.message ? [errors.root.message] : []), ...general];
  return (
    <Stack spacing={2}>
      <FormErrors messages={messages} />
      <Controller
        name="name"
        control={form.control}
        render={({ field }) => (
          <TextField
            label={t("fields.name")}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
          />
        )}
      />
      <Controller
        name="company_image"
        control={form.control}
        render={({ field }) => (
          <LogoPicker
            current={company.company_image}
            file={field.value}
            onChange={(file) => {
              // A new file is judged when it is sent: the last one's refusal no longer applies.
              form.clearErrors("company_image");
              field.onChange(file);
            }}
            error={errors.company_image?.message}
          />
        )}
      />
      {/* Nothing is sent without a name: the button waits for one. */}
      <Button
        variant="contained"
        onClick={submit}
        disabled={!name.trim()}
        sx={{ alignSelf: "flex-start" }}
      >
        {t("setup.continue")}
      </Button>
    </Stack>
  );
}

/** The first debtor's and project's names as typed. */
interface FirstProjectValues {
  debtor: string;
  project: string;
}

/** The two bodies the project step sends, each checked with its call's write schema. */
const FirstProjectSchema = z.object({ debtor: DebtorWriteSchema, project: ProjectWriteSchema });

/** The first debtor and project, so tracking can start right away; skippable. */
function ProjectStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("company");
  const [general, setGeneral] = useState<string[]>([]);
  const create = useCreateDebtorAndProject();
  const form = useForm<FirstProjectValues, unknown, z.input<typeof FirstProjectSchema>>({
    defaultValues: { debtor: "", project: "" },
    resolver: contractResolver(FirstProjectSchema, (values: FirstProjectValues) => ({
      debtor: { name: values.debtor.trim() },
      project: { name: values.project.trim() },
    })),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [debtorName, projectName] = form.watch(["debtor", "project"]);
  const send = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      onDone();
    } catch (failure) {
      // Either call may refuse (a name of the debtor's or of the project's): said above.
      setGeneral(applyServerErrors(failure, [], form.setError, t("accounts:unexpected")));
    }
  });
  const submit = () => {
    setGeneral([]);
    void send();
  };
  const messages = [...(errors.root?.message ? [errors.root.message] : []), ...general];
  const nameField = (name: keyof FirstProjectValues, label: string) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <TextField
          label={label}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          error={Boolean(errors[name])}
          helperText={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <Stack spacing={2}>
      <FormErrors messages={messages} />
      <Typography color="text.secondary">{t("setup.projectHelp")}</Typography>
      {nameField("debtor", t("setup.debtorName"))}
      {nameField("project", t("setup.projectName"))}
      <Stack direction="row" spacing={2}>
        {/* Nothing is sent without both names: the button waits for them. */}
        <Button
          variant="contained"
          onClick={submit}
          disabled={!debtorName.trim() || !projectName.trim()}
        >
          {t("setup.finish")}
        </Button>
        <Button onClick={onDone}>{t("setup.skip")}</Button>
      </Stack>
    </Stack>
  );
}

/** The region step's values: the company's currency and time zone. */
interface RegionValues {
  default_currency: string;
  timezone: string;
}

function RegionStep({ company, onDone }: { company: Company; onDone: () => void }) {
  const { t } = useTranslation("company");
  const save = useSaveCompany();
  const currencies = useCurrencies();
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<RegionValues, unknown, CompanyWriteBody>({
    defaultValues: { default_currency: company.default_currency, timezone: company.timezone },
    resolver: contractResolver(CompanyWriteSchema, (values: RegionValues) => ({
      default_currency: values.default_currency,
      timezone: values.timezone,
    })),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const send = form.handleSubmit(async (changes) => {
    try {
      await save.mutateAsync({ id: company.id, changes });
      onDone();
    } catch (failure) {
      setGeneral(
        applyServerErrors(
          failure,
          ["default_currency", "timezone"],
          form.setError,
          t("accounts:unexpected"),
        ),
      );
    }
  });
  const submit = () => {
    setGeneral([]);
    void send();
  };
  const messages = [...(errors.root?.message ? [errors.root.message] : []), ...general];
  return (
    <Stack spacing={2}>
      <FormErrors messages={messages} />
      <Controller
        name="default_currency"
        control={form.control}
        render={({ field }) => (
          <TextField
            select
            label={t("fields.default_currency")}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(errors.default_currency)}
            helperText={errors.default_currency?.message}
          >
            {(currencies.data ?? [{ code: field.value, name: "" }]).map((entry) => (
              <MenuItem key={entry.code} value={entry.code}>
                {entry.code} {entry.name && `– ${entry.name}`}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="timezone"
        control={form.control}
        render={({ field }) => (
          <TextField
            select
            label={t("fields.timezone")}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(errors.timezone)}
            helperText={errors.timezone?.message}
          >
            {TIME_ZONES.map((zone) => (
              <MenuItem key={zone} value={zone}>
                {zone}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Button variant="contained" onClick={submit} sx={{ alignSelf: "flex-start" }}>
        {t("setup.continue")}
      </Button>
    </Stack>
  );
}

/**
 * /app/setup: name and logo, currency and time zone, a plan. Each step saves at
 * once and the step is in the address, so a reload resumes where it was.
 */
export function SetupWizard({ user }: { user: User }) {
  const { t } = useTranslation("company");
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const queryClient = useQueryClient();
  const initializeSubscription = useInitializeSubscription();
  const save = useSaveCompany();
  const [params, setParams] = useSearchParams();
  const company = useCompany();
  const plans = usePlans();
  const period = useActivePeriod();
  if (!canManageCompany(user)) return <Navigate to="/app" replace />;
  if (!company.data || plans.isPending || period.isPending) return <ListStatus state="loading" />;
  const companyId = company.data.id;
  // Without a step in the address (back from another page), the set-up resumes where it was;
  // once a plan is chosen, at least at the project.
  const requested = params.get("step");
  const resumed = Math.max(stepStore.read(companyId), period.data ? 3 : 0);
  const step = Math.min(requested === null ? resumed : Number(requested) || 0, STEPS.length - 1);
  const goTo = (next: number) => {
    stepStore.write(companyId, next);
    setParams({ step: String(next) });
  };

  const choosePlan = async (planId: number) => {
    try {
      await initializeSubscription.mutateAsync(planId);
      goTo(3);
    } catch (error) {
      addAlert({
        color: "error",
        title: t("billing.failedTitle"),
        text: firstErrorMessage(error, t("accounts:unexpected")),
      });
    }
  };
  const finish = async () => {
    try {
      await save.mutateAsync({ id: company.data.id, changes: { setup_completed: true } });
      // What the set-up created (the first debtor and project) is read again for the dashboard.
      await Promise.all(
        [QUERY_ROOTS.projects, QUERY_ROOTS.debtors, QUERY_ROOTS.dashboard].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root], refetchType: "all" }),
        ),
      );
      addAlert({ color: "success", title: t("setup.doneTitle"), text: t("setup.doneText") });
      navigate("/app", { replace: true });
    } catch (error) {
      addAlert({
        color: "error",
        title: t("billing.failedTitle"),
        text: firstErrorMessage(error, t("accounts:unexpected")),
      });
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 1100 }}>
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h2" component="h1">
            {t("setup.title")}
          </Typography>
          <Stepper activeStep={step}>
            {STEPS.map((name) => (
              <Step key={name}>
                <StepLabel>{t(`setup.steps.${name}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {step === 0 && <CompanyStep company={company.data} onDone={() => goTo(1)} />}
          {step === 1 && <RegionStep company={company.data} onDone={() => goTo(2)} />}
          {step === 2 &&
            (period.data ? (
              <Stack spacing={2}>
                <Alert severity="success">{t("setup.hasPlan")}</Alert>
                <Button
                  variant="contained"
                  onClick={() => goTo(3)}
                  sx={{ alignSelf: "flex-start" }}
                >
                  {t("setup.continue")}
                </Button>
              </Stack>
            ) : (
              <PlanPicker
                plans={plans.data ?? []}
                actionLabel={t("billing.choose")}
                onChoose={(plan) => void choosePlan(plan.id)}
              />
            ))}
          {step === 3 && <ProjectStep onDone={() => void finish()} />}
          {step > 0 && (
            <Button onClick={() => goTo(step - 1)} sx={{ alignSelf: "flex-start" }}>
              {t("setup.back")}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
