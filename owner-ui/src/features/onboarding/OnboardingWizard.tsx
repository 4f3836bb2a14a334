import CheckIcon from '@mui/icons-material/Check';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Step, StepButton, Stepper, Typography } from '@mui/material';
import { useEffect, useReducer, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client';
import { useAssignEmployeeArea } from '../../api/onboarding/assign-employee-area';
import { useCurrentPackage } from '../../api/packages/get-current-package';
import { useToast } from '../../components/Toaster';
import { planPrice, plantLimitText } from '../../lib/plans';
import { clearOnboardingStorage, STORAGE, writeJson } from '../../lib/storage';
import { PageLoading } from '../../shell/AppShell';
import { AreasStep } from './AreasStep';
import { AssignmentsStep } from './AssignmentsStep';
import { CompleteStep } from './CompleteStep';
import { EmployeesStep } from './EmployeesStep';
import { PlantStep } from './PlantStep';
import { wizardSchema } from './rules';
import { useWizardSteps } from './step-mutations';
import { EMPTY_FORM, STEP_NAMES, type WizardForm } from './types';
import { useWizardLoad, type LoadedWizard } from './useWizardLoader';
import { initialWizardState, wizardReducer } from './wizard-state';

function PlanSummary() {
  const { t } = useTranslation('onboarding');
  const current = useCurrentPackage();
  const plan = current.data?.subscription_plan;
  if (!plan) return null;
  return (
    <Card variant="outlined" data-testid="plan-summary">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {t('plan.selected')}
        </Typography>
        <Typography fontWeight={700}>{plan.name}</Typography>
        <Typography variant="body2">{t('plan.perMonth', { price: planPrice(plan) })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {plantLimitText(plan.max_plants)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Onboarding switched off by the administrator (the API answers 423). */
function OnboardingLocked() {
  const { t } = useTranslation('onboarding');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 520 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1" fontWeight={700}>
              {t('locked.title')}
            </Typography>
            <Typography color="text.secondary">{t('locked.text')}</Typography>
            <Button variant="contained" href="/filter-owner/plants" sx={{ alignSelf: 'flex-start' }}>
              {t('locked.goToPlants')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

type Variant = 'steps' | 'progress';

/** The five-step set-up of docs/product.md's onboarding wizard; `variant="progress"` is /filter-owner/wizard's progress-bar form. */
export function OnboardingWizard({ variant = 'steps' }: { variant?: Variant }) {
  const load = useWizardLoad();
  if (!load.data) return <PageLoading />;
  if (load.data.locked) return <OnboardingLocked />;
  return <WizardSteps variant={variant} loaded={load.data.wizard} fresh={load.data.fresh} />;
}

function WizardSteps({ variant, loaded, fresh }: { variant: Variant; loaded: LoadedWizard; fresh: boolean }) {
  const toast = useToast();
  const { t } = useTranslation('onboarding');
  const methods = useForm<WizardForm>({
    defaultValues: loaded.form,
    mode: 'onChange',
    resolver: zodResolver(wizardSchema, undefined, { raw: true }),
  });
  const [state, dispatch] = useReducer(wizardReducer, loaded, initialWizardState);
  const { step, reached, completed, plantId, assignments, assignmentsMade, stepError } = state;
  const steps = useWizardSteps({
    onUnsynced: () => toast({ title: t('toasts.syncError'), description: t('toasts.syncErrorText'), variant: 'warning' }),
  });
  const assignment = useAssignEmployeeArea();
  const busy =
    steps.plant.isPending || steps.areas.isPending || steps.employees.isPending || steps.complete.isPending || assignment.isPending;
  const freshToastShown = useRef(false);

  useEffect(() => {
    if (!fresh || freshToastShown.current) return;
    freshToastShown.current = true;
    toast({ title: t('toasts.freshStart'), description: t('toasts.freshStartText'), variant: 'info' });
  }, [fresh, toast, t]);

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
    toast({ title: t('toasts.missingInformation'), description: t('toasts.missingInformationText'), variant: 'warning' });
  const setStepError = (message: string | null) => dispatch({ type: 'stepError', message });

  const startFresh = async () => {
    await steps.reset
      .mutateAsync()
      .catch(() => toast({ title: t('toasts.error'), description: t('toasts.resetFailed'), variant: 'error' }));
    clearOnboardingStorage();
    methods.reset(EMPTY_FORM);
    dispatch({ type: 'restart' });
  };

  const goTo = (next: number) => {
    dispatch({ type: 'goTo', step: next });
    localStorage.setItem(STORAGE.onboardingStep, String(next));
  };

  const next = async () => {
    setStepError(null);
    const form = methods.getValues();
    if (step === 0) {
      if (!(await methods.trigger('plant'))) return missingInformation();
      steps.plant.mutate(
        { plantId, form },
        {
          onSuccess: (id) => {
            dispatch({ type: 'plantSaved', plantId: id });
            dispatch({ type: 'stepDone', index: 0 });
            goTo(1);
          },
          onError: (error) =>
            toast({
              title: t('toasts.plantFailed'),
              description: errorMessage(error, t('toasts.plantFailedText')),
              variant: 'error',
            }),
        },
      );
    } else if (step === 1) {
      if (form.areas.length === 0) return setStepError(t('stepErrors.noAreas'));
      if (!(await methods.trigger('areas'))) return missingInformation();
      steps.areas.mutate(
        { plantId, form },
        {
          onSuccess: (saved) => {
            methods.setValue('areas', saved);
            dispatch({ type: 'stepDone', index: 1 });
            goTo(2);
          },
          onError: (error) => setStepError(errorMessage(error, t('toasts.areasFailed'))),
        },
      );
    } else if (step === 2) {
      if (form.employees.length === 0) return setStepError(t('stepErrors.noEmployees'));
      if (!(await methods.trigger('employees'))) return missingInformation();
      steps.employees.mutate(
        { plantId, form },
        {
          onSuccess: (saved) => {
            methods.setValue('employees', saved);
            dispatch({ type: 'stepDone', index: 2 });
            goTo(3);
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 403) {
              toast({
                title: t('toasts.accessError'),
                description: t('toasts.accessErrorText'),
                variant: 'error',
              });
            }
            setStepError(errorMessage(error, t('toasts.employeesFailed')));
          },
        },
      );
    } else if (step === 3) {
      if (assignments.length === 0 && !assignmentsMade) return setStepError(t('stepErrors.noAssignments'));
      dispatch({ type: 'stepDone', index: 3 });
      steps.complete.mutate(
        { plantId, form },
        {
          onSuccess: () => {
            clearOnboardingStorage();
            dispatch({ type: 'allDone' });
            toast({ title: t('toasts.done'), description: t('toasts.doneText'), variant: 'success' });
            goTo(4);
          },
          onError: (error) =>
            toast({ title: t('toasts.error'), description: errorMessage(error, t('toasts.completeFailed')), variant: 'error' }),
        },
      );
    }
  };

  const assign = (areaId: number, employeeId: number) => {
    setStepError(null);
    assignment.mutate(
      { plantId: plantId!, areaId, employeeId },
      {
        onSuccess: () => {
          const values = methods.getValues();
          dispatch({
            type: 'assigned',
            assignment: {
              area_id: areaId,
              employee_id: employeeId,
              area_name: values.areas.find((area) => area.id === areaId)?.name ?? '',
              employee_name: values.employees.find((employee) => employee.id === employeeId)?.name ?? '',
            },
          });
        },
        onError: (error) =>
          toast({ title: t('toasts.assignFailed'), description: errorMessage(error, t('toasts.assignFailedText')), variant: 'error' }),
      },
    );
  };

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

  const labels = STEP_NAMES.map((name) => t(`steps.${name}`));
  const progress = (completed.filter(Boolean).length / labels.length) * 100;

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', px: { xs: 1.5, sm: 4 }, py: { xs: 2, sm: 4 } }}>
      <Stack spacing={1} sx={{ mb: 3, maxWidth: 1200, mx: 'auto' }}>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {variant === 'progress' ? t('wizard.titleProgress') : t('wizard.titleSteps')}
        </Typography>
        <Typography color="text.secondary">{t('wizard.stepOf', { step: step + 1, total: labels.length, label: labels[step] })}</Typography>
        {variant === 'progress' && step < 4 && (
          <Button size="small" onClick={() => void startFresh()} sx={{ alignSelf: 'flex-start' }}>
            {t('wizard.startFresh')}
          </Button>
        )}
        {variant === 'progress' && (
          <LinearProgress variant="determinate" value={progress} aria-label={t('wizard.progress')} sx={{ height: 8, borderRadius: 4 }} />
        )}
        {variant === 'progress' && (
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap aria-label={t('wizard.stepsLabel')}>
            {labels.map((label, index) => {
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
                  {labels.map((label, index) => (
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
              {labels[step]}
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
                    {t('wizard.previous')}
                  </Button>
                  <Button variant="contained" onClick={() => void next()} disabled={busy}>
                    {busy ? t('wizard.saving') : step === 3 ? t('wizard.complete') : t('wizard.next')}
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
