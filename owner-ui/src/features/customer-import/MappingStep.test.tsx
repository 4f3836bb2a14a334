import { fireEvent, render, screen, within } from '@testing-library/react';
import type { CustomerImportColumn } from '@paani/contracts';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mappingOf, type ColumnMapping } from './fields';
import { MappingStep, type ImportChoices } from './MappingStep';

const COLUMNS: CustomerImportColumn[] = [
  { index: 0, header: 'نام', field: 'name', auto: true, samples: ['علی رضا', 'Bilal'] },
  { index: 1, header: 'Mobile No', field: 'phone', auto: true, samples: ['0300-1234567'] },
  { index: 2, header: 'Zone', field: null, auto: true, samples: ['Gulberg', 'Cantt'] },
  { index: 3, header: 'Remarks 2', field: null, auto: true, samples: [] },
];

function Harness({
  onCheck = () => undefined,
  onMapping = () => undefined,
}: {
  onCheck?: () => void;
  onMapping?: (m: ColumnMapping) => void;
}) {
  const [mapping, setMapping] = useState<ColumnMapping>(mappingOf(COLUMNS));
  const [choices, setChoices] = useState<ImportChoices>({ onExisting: 'skip', createMissingAreas: false });
  return (
    <MappingStep
      fileName="register.csv"
      columns={COLUMNS}
      mapping={mapping}
      onMappingChange={(next) => {
        onMapping(next);
        setMapping(next);
      }}
      choices={choices}
      onChoicesChange={setChoices}
      busy={false}
      onBack={() => undefined}
      onCheck={onCheck}
    />
  );
}

const selectFor = (header: string) => screen.getByRole('combobox', { name: `Field for column ${header}` });

function choose(header: string, option: string) {
  fireEvent.mouseDown(selectFor(header));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('MappingStep', () => {
  it('shows each column with its sample values and the field matched from its header', () => {
    render(<Harness />);
    const urdu = screen.getByTestId('column-0');
    expect(within(urdu).getByText('نام')).toBeTruthy();
    expect(within(urdu).getByText('علی رضا · Bilal')).toBeTruthy();
    expect(within(urdu).getByText('Matched automatically')).toBeTruthy();
    expect(selectFor('نام').textContent).toBe('Name *');
    expect(selectFor('Mobile No').textContent).toBe('Phone');
    expect(selectFor('Zone').textContent).toBe('Ignore this column');
    expect(within(screen.getByTestId('column-2')).queryByText('Matched automatically')).toBeNull();
    expect(within(screen.getByTestId('column-3')).getByText('Empty')).toBeTruthy();
  });

  it('asks for the required fields before the rows can be checked, and checks them once mapped', () => {
    const onCheck = vi.fn();
    render(<Harness onCheck={onCheck} />);
    const check = screen.getByRole('button', { name: 'Check rows' }) as HTMLButtonElement;
    expect(screen.getByRole('alert').textContent).toBe('Choose the column that holds: Area.');
    expect(check.disabled).toBe(true);
    choose('Zone', 'Area *');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(check.disabled).toBe(false);
    fireEvent.click(check);
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  it('gives a field to one column only: choosing it elsewhere moves it, and a column can be ignored', () => {
    const onMapping = vi.fn();
    render(<Harness onMapping={onMapping} />);
    choose('Remarks 2', 'Phone');
    expect(onMapping).toHaveBeenLastCalledWith({ نام: 'name', 'Mobile No': null, Zone: null, 'Remarks 2': 'phone' });
    expect(selectFor('Mobile No').textContent).toBe('Ignore this column');
    expect(within(screen.getByTestId('column-1')).queryByText('Matched automatically')).toBeNull();
    choose('نام', 'Ignore this column');
    expect(screen.getByRole('alert').textContent).toBe('Choose the column that holds: Name, Area.');
  });

  it('lets the owner choose to update existing customers and create missing areas', () => {
    render(<Harness />);
    const update = screen.getByRole('radio', { name: 'Update them with the values in the file' }) as HTMLInputElement;
    expect((screen.getByRole('radio', { name: 'Skip them (keep what is saved)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(update);
    expect(update.checked).toBe(true);
    const areas = screen.getByRole('checkbox', { name: 'Create areas that do not exist yet' }) as HTMLInputElement;
    fireEvent.click(areas);
    expect(areas.checked).toBe(true);
  });
});
