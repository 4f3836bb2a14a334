import CheckIcon from '@mui/icons-material/Check';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Step, StepButton, Stepper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../api/client';
import { onboardingApi, packagesApi } from '../../api/endpoints';
import { useToast } from '../../components/Toaster';
import { planPrice, plantLimitText } from '../../lib/plans';
import { clearOnboardingStorage, STORAGE, storePlantId, writeJson } from '../../lib/storage';
import { PLANTS_KEY } from '../../plants/PlantContext';
import { PageLoading } from '../../shell/AppShell';
import { AreasStep } from './AreasStep';
import { AssignmentsStep } from './AssignmentsStep';
import { CompleteStep } from './CompleteStep';
import { EmployeesStep } from './EmployeesStep';
import { PlantStep } from './PlantStep';
import { STEP_MESSAGES } from './rules';
import { saveAreas, saveEmployees, savePlant } from './savers';
import { EMPTY_FORM, STEP_LABELS, STEP_NAMES, type Assignment, type WizardForm } from './types';
import { loadWizard } from './useWizardLoader';

function PlanSummary() {
  const current = useQuery({ queryKey: ['packages', 'current'], queryFn: async () => (await packagesApi.current()).data, retry: false });
  const plan = current.data?.subscription_plan;
  if (!plan) return null;
  return (
    <Card variant="outlined" data-testid="plan-summary">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Selected plan
        </Typography>
        <Typography fontWeight={700}>{plan.name}</Typography>
        <Typography variant="body2">{planPrice(plan)} per month</Typography>
        <Typography variant="body2" color="text.secondary">
          {plantLimitText(plan.max_plants)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The five-step set-up of spec section 2; `variant="progress"` is /filter-owner/wizard's progress-bar form. */
export function OnboardingWizard({ variant = 'steps' }: { variant?: 'steps' | 'progress' }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const methods = useForm<WizardForm>({ defaultValues: EMPTY_FORM, mode: 'onChange' });
  const [loading, setLoading] = useState(true);
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const [completed, setCompleted] = useState<boolean[]>([false, false, false, false, false]);
  const [plantId, setPlantId] = useState<number | null>(null);
  const [assignments, setAssignments] = useState<Assignment[]>([]);
  const [assignmentsMade, setAssignmentsMade] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    loadWizard()
      .then((loaded) => {
        methods.reset(loaded.form);
        setPlantId(loaded.plantId);
        setCompleted(loaded.completed);
        setAssignmentsMade(loaded.assignmentsMade);
        setStep(loaded.step);
        setReached(loaded.step);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 423) setLocked(true);
        else toast({ title: 'Starting Fresh Setup', description: "We couldn't load your saved progress.", variant: 'info' });
      })
      .finally(() => setLoading(false));
  }, [methods, toast]);

  // Every change is kept locally; the server copy is saved at each step.
  useEffect(() => {
    const subscription = methods.watch((values) => writeJson(STORAGE.onboardingProgress, values));
    return () => subscription.unsubscribe();
  }, [methods]);

  // Spec section 5: an employee's unsaved name or phone asks before the page is left.
  useEffect(() => {
    if (step !== 2) return;
    const warn = (event: BeforeUnloadEvent) => {
      const unsaved = methods.getValues('employees').some((employee) => !employee.id && (employee.name.trim() || employee.phone.trim()));
      if (unsaved) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [step, methods]);

  const missingInformation = () =>
    toast({ title: 'Missing Information', description: 'Please complete the highlighted fields before continuing.', variant: 'warning' });

  const startFresh = async () => {
    await onboardingApi.reset().catch(() => toast({ title: 'Error', description: 'Failed to reset onboarding', variant: 'error' }));
    clearOnboardingStorage();
    methods.reset(EMPTY_FORM);
    setPlantId(null);
    setAssignments([]);
    setAssignmentsMade(false);
    setCompleted([false, false, false, false, false]);
    setStep(0);
    setReached(0);
  };

  const goTo = (next: number) => {
    setStepError(null);
    setStep(next);
    setReached((current) => Math.max(current, next));
    localStorage.setItem(STORAGE.onboardingStep, String(next));
  };

  const finishStep = async (index: number) => {
    setCompleted((current) => current.map((done, i) => (i === index ? true : done)));
    const name = STEP_NAMES[index];
    await onboardingApi
      .markStepCompleted(name)
      .catch(() =>
        toast({ title: 'Sync Error', description: 'Step completed locally but failed to sync with server.', variant: 'warning' }),
      );
    // 'Failed to save progress' is swallowed: the local copy still holds the draft.
    await onboardingApi.saveProgress(STEP_NAMES[index + 1] ?? name, { plant_id: plantId, ...methods.getValues() }).catch(() => undefined);
  };

  const next = async () => {
    setStepError(null);
    const values = methods.getValues();
    setBusy(true);
    try {
      if (step === 0) {
        if (!(await methods.trigger('plant'))) return missingInformation();
        let id: number;
        try {
          id = await savePlant(plantId, values.plant);
        } catch (error) {
          toast({
            title: 'Error Saving Plant',
            description: errorMessage(error, 'Could not save your plant details. Please try again.'),
            variant: 'error',
          });
          return;
        }
        setPlantId(id);
        storePlantId(id);
        await queryClient.invalidateQueries({ queryKey: PLANTS_KEY });
        await finishStep(0);
        goTo(1);
      } else if (step === 1) {
        if (values.areas.length === 0) return setStepError(STEP_MESSAGES.noAreas);
        if (!(await methods.trigger('areas'))) return missingInformation();
        const saved = await saveAreas(plantId!, values.areas).catch((error: unknown) => {
          setStepError(errorMessage(error, 'Failed to save areas'));
          return null;
        });
        if (!saved) return;
        methods.setValue('areas', saved);
        await finishStep(1);
        goTo(2);
      } else if (step === 2) {
        if (values.employees.length === 0) return setStepError(STEP_MESSAGES.noEmployees);
        if (!(await methods.trigger('employees'))) return missingInformation();
        const saved = await saveEmployees(plantId!, values.employees).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 403) {
            toast({
              title: 'Access Error',
              description: 'Unauthorized plant access. Please ensure you have selected a valid plant.',
              variant: 'error',
            });
          }
          setStepError(errorMessage(error, 'Failed to save employees'));
          return null;
        });
        if (!saved) return;
        methods.setValue('employees', saved);
        await finishStep(2);
        goTo(3);
      } else if (step === 3) {
        if (assignments.length === 0 && !assignmentsMade) return setStepError(STEP_MESSAGES.noAssignments);
        await finishStep(3);
        try {
          await onboardingApi.complete();
        } catch (error) {
          toast({ title: 'Error', description: errorMessage(error, 'Failed to complete onboarding'), variant: 'error' });
          return;
        }
        clearOnboardingStorage();
        await queryClient.invalidateQueries({ queryKey: PLANTS_KEY });
        setCompleted([true, true, true, true, true]);
        toast({ title: 'Setup Complete!', description: 'Your business is ready to go.', variant: 'success' });
        goTo(4);
      }
    } finally {
      setBusy(false);
    }
  };

  const assign = async (areaId: number, employeeId: number) => {
    setBusy(true);
    setStepError(null);
    try {
      await onboardingApi.assignEmployeeArea(plantId!, areaId, employeeId);
      const values = methods.getValues();
      setAssignments((current) => [
        ...current.filter((a) => !(a.area_id === areaId && a.employee_id === employeeId)),
        {
          area_id: areaId,
          employee_id: employeeId,
          area_name: values.areas.find((area) => area.id === areaId)?.name ?? '',
          employee_name: values.employees.find((employee) => employee.id === employeeId)?.name ?? '',
        },
      ]);
    } catch (error) {
      toast({ title: 'Assignment Failed', description: errorMessage(error, 'Could not assign the employee.'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (loading) return <PageLoading />;
  if (locked) {
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Card sx={{ maxWidth: 520 }}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h5" component="h1" fontWeight={700}>
                Onboarding is currently disabled
              </Typography>
              <Typography color="text.secondary">
                The set-up wizard has been switched off by the administrator. You can manage your plants directly.
              </Typography>
              <Button variant="contained" href="/filter-owner/plants" sx={{ alignSelf: 'flex-start' }}>
                Go to Plant Management
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    );
  }

  const values = methods.getValues();
  const content = [
    <PlantStep key="plant" />,
    <AreasStep key="areas" stepError={stepError} />,
    <EmployeesStep key="employees" stepError={stepError} />,
    <AssignmentsStep
      key="assignments"
      plantId={plantId}
      areas={values.areas}
      employees={values.employees}
      assignments={assignments}
      stepError={stepError}
      busy={busy}
      onAssign={assign}
    />,
    <CompleteStep
      key="complete"
      areas={values.areas.length}
      employees={values.employees.length}
      assignments={Math.max(assignments.length, assignmentsMade ? 1 : 0)}
    />,
  ][step];

  const progress = (completed.filter(Boolean).length / STEP_LABELS.length) * 100;

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', px: { xs: 1.5, sm: 4 }, py: { xs: 2, sm: 4 } }}>
      <Stack spacing={1} sx={{ mb: 3, maxWidth: 1200, mx: 'auto' }}>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {variant === 'progress' ? 'Setup Wizard' : 'Set up your business'}
        </Typography>
        <Typography color="text.secondary">
          Step {step + 1} of {STEP_LABELS.length}: {STEP_LABELS[step]}
        </Typography>
        {variant === 'progress' && step < 4 && (
          <Button size="small" onClick={() => void startFresh()} sx={{ alignSelf: 'flex-start' }}>
            Start Fresh
          </Button>
        )}
        {variant === 'progress' && (
          <LinearProgress variant="determinate" value={progress} aria-label="Setup progress" sx={{ height: 8, borderRadius: 4 }} />
        )}
        {variant === 'progress' && (
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap aria-label="Steps">
            {STEP_LABELS.map((label, index) => {
              // Each step unlocks once the one before it is done.
              const unlocked = index === 0 || completed[index - 1] || index <= reached;
              return (
                <Chip
                  key={label}
                  label={label}
                  icon={completed[index] ? <CheckIcon /> : unlocked ? undefined : <LockOutlinedIcon />}
                  color={index === step ? 'primary' : completed[index] ? 'success' : 'default'}
                  variant={index === step ? 'filled' : 'outlined'}
                  disabled={!unlocked || step === 4}
                  onClick={() => goTo(index)}
                />
              );
            })}
          </Stack>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ maxWidth: 1200, mx: 'auto' }} alignItems="flex-start">
        {variant === 'steps' && (
          <Stack spacing={2} sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
            <Card variant="outlined">
              <CardContent>
                <Stepper orientation="vertical" nonLinear activeStep={step}>
                  {STEP_LABELS.map((label, index) => (
                    <Step key={label} completed={completed[index]}>
                      <StepButton disabled={index > reached || step === 4} onClick={() => goTo(index)}>
                        {label}
                      </StepButton>
                    </Step>
                  ))}
                </Stepper>
              </CardContent>
            </Card>
            <PlanSummary />
          </Stack>
        )}
        <Card sx={{ flexGrow: 1, width: '100%' }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h5" component="h2" fontWeight={700} sx={{ mb: 2 }}>
              {STEP_LABELS[step]}
            </Typography>
            <FormProvider {...methods}>
              <form noValidate onSubmit={(event) => event.preventDefault()}>
                {content}
              </form>
            </FormProvider>
            {step < 4 && (
              <>
                {step === 0 && stepError && (
                  <Alert severity="error" sx={{ mt: 2 }}>
                    {stepError}
                  </Alert>
                )}
                <Stack direction="row" justifyContent="space-between" sx={{ mt: 3 }}>
                  <Button disabled={step === 0 || busy} onClick={() => goTo(step - 1)}>
                    Previous
                  </Button>
                  <Button variant="contained" onClick={() => void next()} disabled={busy}>
                    {busy ? 'Saving...' : step === 3 ? 'Complete Setup' : 'Next'}
                  </Button>
                </Stack>
              </>
            )}
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
