import { Alert, Button, FormControl, InputLabel, List, ListItem, ListItemText, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignmentBlocker } from './rules';
import type { AreaDraft, Assignment, EmployeeDraft } from './types';

interface Props {
  plantId: number | null;
  areas: AreaDraft[];
  employees: EmployeeDraft[];
  assignments: Assignment[];
  stepError: string | null;
  busy: boolean;
  onAssign(areaId: number, employeeId: number): void;
}

export function AssignmentsStep({ plantId, areas, employees, assignments, stepError, busy, onAssign }: Props) {
  const { t } = useTranslation('onboarding');
  const savedAreas = areas.filter((area) => area.id);
  const savedEmployees = employees.filter((employee) => employee.id);
  const [areaId, setAreaId] = useState('');
  const [employeeId, setEmployeeId] = useState('');
  const blocker = assignmentBlocker(plantId, savedAreas.length, savedEmployees.length);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('assignments.intro')}</Typography>
      {stepError && <Alert severity="error">{stepError}</Alert>}
      {blocker ? (
        <Alert severity="warning">{blocker}</Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormControl fullWidth>
            <InputLabel id="assign-area-label">{t('assignments.area')}</InputLabel>
            <Select
              labelId="assign-area-label"
              label={t('assignments.area')}
              value={areaId}
              onChange={(event) => setAreaId(event.target.value)}
            >
              {savedAreas.map((area) => (
                <MenuItem key={area.id} value={String(area.id)}>
                  {area.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth>
            <InputLabel id="assign-employee-label">{t('assignments.employee')}</InputLabel>
            <Select
              labelId="assign-employee-label"
              label={t('assignments.employee')}
              value={employeeId}
              onChange={(event) => setEmployeeId(event.target.value)}
            >
              {savedEmployees.map((employee) => (
                <MenuItem key={employee.id} value={String(employee.id)}>
                  {employee.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button
            variant="contained"
            disabled={!areaId || !employeeId || busy}
            onClick={() => onAssign(Number(areaId), Number(employeeId))}
            sx={{ minWidth: 120 }}
          >
            {busy ? t('assignments.assigning') : t('assignments.assign')}
          </Button>
        </Stack>
      )}
      <List dense aria-label={t('assignments.made')}>
        {assignments.map((assignment) => (
          <ListItem key={`${assignment.area_id}-${assignment.employee_id}`} divider>
            <ListItemText primary={t('assignments.pair', { employee: assignment.employee_name, area: assignment.area_name })} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
