import { fireEvent, render, screen, within } from '@testing-library/react';
import type { CustomerImportColumn, CustomerImportProductTarget } from '@paani/contracts';
import i18next from 'i18next';
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

const PRODUCT_COLUMNS: CustomerImportColumn[] = [
  { index: 0, header: 'Name', field: 'name', auto: true, samples: ['Bilal'] },
  { index: 1, header: 'Area', field: 'area_name', auto: true, samples: ['Saddar'] },
  { index: 2, header: '6L bottle rate', field: 'product_rate:2', auto: true, samples: ['110'] },
  { index: 3, header: 'Gadgets', field: null, auto: true, samples: ['1'] },
];

const TARGETS: CustomerImportProductTarget[] = [
  { field: 'product_rate:2', kind: 'product_rate', product_id: 2, product_name: '6 L bottle', product_name_ur: '6 لیٹر بوتل' },
  { field: 'product_rate:3', kind: 'product_rate', product_id: 3, product_name: 'Dispenser', product_name_ur: null },
  { field: 'opening_containers:3', kind: 'opening_containers', product_id: 3, product_name: 'Dispenser', product_name_ur: null },
];

function Harness({
  onCheck = () => undefined,
  onMapping = () => undefined,
  columns = COLUMNS,
  targets = [],
}: {
  onCheck?: () => void;
  onMapping?: (m: ColumnMapping) => void;
  columns?: CustomerImportColumn[];
  targets?: CustomerImportProductTarget[];
}) {
  const [mapping, setMapping] = useState<ColumnMapping>(mappingOf(columns));
  const [choices, setChoices] = useState<ImportChoices>({ onExisting: 'skip', createMissingAreas: false });
  return (
    <MappingStep
      fileName="register.csv"
      columns={columns}
      productTargets={targets}
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

  it("offers the plant's product fields by the product's name, shows the one matched from a header, and maps another column to one", () => {
    const onMapping = vi.fn();
    render(<Harness columns={PRODUCT_COLUMNS} targets={TARGETS} onMapping={onMapping} />);
    expect(selectFor('6L bottle rate').textContent).toBe('6 L bottle: rate');
    expect(within(screen.getByTestId('column-2')).getByText('Matched automatically')).toBeTruthy();
    fireEvent.mouseDown(selectFor('Gadgets'));
    const options = within(screen.getByRole('listbox'));
    expect(options.getByText('Your products')).toBeTruthy();
    expect(
      options
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(-3),
    ).toEqual(['6 L bottle: rate', 'Dispenser: rate', 'Dispenser: opening containers']);
    fireEvent.click(options.getByRole('option', { name: 'Dispenser: opening containers' }));
    expect(onMapping).toHaveBeenLastCalledWith({
      Name: 'name',
      Area: 'area_name',
      '6L bottle rate': 'product_rate:2',
      Gadgets: 'opening_containers:3',
    });
    expect(selectFor('Gadgets').textContent).toBe('Dispenser: opening containers');
    // One column per field, as for the customer's fields.
    choose('Gadgets', '6 L bottle: rate');
    expect(selectFor('6L bottle rate').textContent).toBe('Ignore this column');
  });

  it('names the products in Urdu when the screen is in Urdu and the product has an Urdu name', async () => {
    await i18next.changeLanguage('ur');
    try {
      render(<Harness columns={PRODUCT_COLUMNS} targets={TARGETS} />);
      const select = screen.getByRole('combobox', { name: i18next.t('customerImport:map.fieldFor', { header: '6L bottle rate' }) });
      expect(select.textContent).toBe('6 لیٹر بوتل: ریٹ');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('offers no product group to a plant that sells only the 19 L can', () => {
    render(<Harness />);
    fireEvent.mouseDown(selectFor('Zone'));
    expect(within(screen.getByRole('listbox')).queryByText('Your products')).toBeNull();
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
