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
  CompanyWriteSchema,
  DebtorWriteSchema,
  ProjectWriteSchema,
  type User,
} from "@tempus/contract";
import { canManageCompany } from "@tempus/contract/policies";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { firstErrorMessage } from "../../lib/api-client.ts";
import { checkBody } from "../../lib/check-body.ts";
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

function CompanyStep({ company, onDone }: { company: Company; onDone: () => void }) {
  const { t } = useTranslation("company");
  const save = useSaveCompany();
  const [name, setName] = useState(company.name);
  const [logo, setLogo] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const submit = async () => {
    setError(undefined);
    try {
      await save.mutateAsync({
        id: company.id,
        changes: checkBody(CompanyWriteSchema, { name }),
        logo: logo ?? undefined,
      });
      onDone();
    } catch (failure) {
      setError(firstErrorMessage(failure, t("accounts:unexpected")));
    }
  };
  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={t("fields.name")}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <LogoPicker
        current={company.company_image}
        file={logo}
        onChange={(file) => {
          // A new file is judged when it is sent: the last one's refusal no longer applies.
          setError(undefined);
          setLogo(file);
        }}
      />
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

/** The first debtor and project, so tracking can start right away; skippable. */
function ProjectStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("company");
  const [debtorName, setDebtorName] = useState("");
  const [projectName, setProjectName] = useState("");
  const [error, setError] = useState<string>();
  const create = useCreateDebtorAndProject();
  const submit = async () => {
    try {
      await create.mutateAsync({
        debtor: checkBody(DebtorWriteSchema, { name: debtorName.trim() }),
        project: checkBody(ProjectWriteSchema, { name: projectName.trim() }),
      });
      onDone();
    } catch (failure) {
      setError(firstErrorMessage(failure, t("accounts:unexpected")));
    }
  };
  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      <Typography color="text.secondary">{t("setup.projectHelp")}</Typography>
      <TextField
        label={t("setup.debtorName")}
        value={debtorName}
        onChange={(event) => setDebtorName(event.target.value)}
      />
      <TextField
        label={t("setup.projectName")}
        value={projectName}
        onChange={(event) => setProjectName(event.target.value)}
      />
      <Stack direction="row" spacing={2}>
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

function RegionStep({ company, onDone }: { company: Company; onDone: () => void }) {
  const { t } = useTranslation("company");
  const save = useSaveCompany();
  const currencies = useCurrencies();
  const [currency, setCurrency] = useState(company.default_currency);
  const [timezone, setTimezone] = useState(company.timezone);
  const submit = async () => {
    await save.mutateAsync({ id: company.id, changes: { default_currency: currency, timezone } });
    onDone();
  };
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t("fields.default_currency")}
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
      >
        {(currencies.data ?? [{ code: currency, name: "" }]).map((entry) => (
          <MenuItem key={entry.code} value={entry.code}>
            {entry.code} {entry.name && `– ${entry.name}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t("fields.timezone")}
        value={timezone}
        onChange={(event) => setTimezone(event.target.value)}
      >
        {TIME_ZONES.map((zone) => (
          <MenuItem key={zone} value={zone}>
            {zone}
          </MenuItem>
        ))}
      </TextField>
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
