import { render, screen, within } from '@testing-library/react';
import type { CustomerImportDryRun, CustomerImportValues } from '@paani/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { PreviewStep } from './PreviewStep';

const EMPTY: CustomerImportValues = {
  code: null,
  name: null,
  phone: null,
  whatsapp: null,
  address: null,
  area_name: null,
  rate: null,
  opening_balance: 0,
  opening_cans: 0,
  opening_date: null,
  security_deposit_cans: 0,
  security_deposit_amount: 0,
  credit_limit: null,
  can_limit: null,
  notes: null,
  language: null,
  product_rates: [],
  opening_containers: [],
};

const values = (name: string, language: CustomerImportValues['language']): CustomerImportValues => ({
  ...EMPTY,
  name,
  area_name: 'Saddar',
  language,
});

const PREVIEW: CustomerImportDryRun = {
  dry_run: true,
  file: { name: 'register.csv', format: 'csv', rows: 2 },
  columns: [
    { index: 0, header: 'Name', field: 'name', auto: true, samples: ['Bilal'] },
    { index: 1, header: 'زبان', field: 'language', auto: true, samples: ['اردو'] },
  ],
  product_targets: [],
  missing_fields: [],
  counts: { rows: 2, valid: 2, invalid: 0, create: 2, update: 0, skip: 0 },
  missing_areas: [],
  preview: [
    {
      row: 2,
      action: 'create',
      customer_id: null,
      new_area: false,
      values: values('Bilal', 'ur'),
      raw: { name: 'Bilal', language: 'اردو' },
    },
    {
      row: 3,
      action: 'create',
      customer_id: null,
      new_area: false,
      values: values('Sara', 'en'),
      raw: { name: 'Sara', language: 'english' },
    },
  ],
  errors: [],
  customer_limit: null,
};

describe('the preview of a register with a language column', () => {
  it("names each customer's statement language in the language on screen", async () => {
    const { unmount } = render(
      <PreviewStep preview={PREVIEW} busy={false} error={null} onBack={() => undefined} onImport={() => undefined} />,
    );
    expect(within(screen.getByText('Bilal').closest('tr')!).getByText('Urdu')).toBeTruthy();
    expect(within(screen.getByText('Sara').closest('tr')!).getByText('English')).toBeTruthy();
    unmount();
    await i18next.changeLanguage('ur');
    try {
      render(<PreviewStep preview={PREVIEW} busy={false} error={null} onBack={() => undefined} onImport={() => undefined} />);
      expect(within(screen.getByText('Bilal').closest('tr')!).getByText(i18next.t('customers:languages.ur'))).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('the preview of a register with product columns', () => {
  const targets: CustomerImportDryRun['product_targets'] = [
    { field: 'product_rate:2', kind: 'product_rate', product_id: 2, product_name: '6 L bottle', product_name_ur: null },
    { field: 'opening_containers:3', kind: 'opening_containers', product_id: 3, product_name: 'Dispenser', product_name_ur: null },
  ];
  const preview: CustomerImportDryRun = {
    ...PREVIEW,
    columns: [
      { index: 0, header: 'Name', field: 'name', auto: true, samples: ['Bilal'] },
      { index: 1, header: 'Dispenser', field: 'opening_containers:3', auto: true, samples: ['2'] },
      { index: 2, header: '6L bottle rate', field: 'product_rate:2', auto: true, samples: ['110'] },
    ],
    product_targets: targets,
    counts: { rows: 2, valid: 1, invalid: 1, create: 1, update: 0, skip: 0 },
    preview: [
      {
        row: 2,
        action: 'create',
        customer_id: null,
        new_area: false,
        values: {
          ...values('Bilal', null),
          product_rates: [{ product_id: 2, rate: 110 }],
          opening_containers: [{ product_id: 3, quantity: 2 }],
        },
        raw: { name: 'Bilal', 'product_rate:2': '110', 'opening_containers:3': '2' },
      },
      {
        row: 3,
        action: 'error',
        customer_id: null,
        new_area: false,
        values: { ...values('Sara', null), product_rates: [], opening_containers: [] },
        raw: { name: 'Sara', 'product_rate:2': 'sixty', 'opening_containers:3': '' },
      },
    ],
    errors: [{ row: 3, column: '6L bottle rate', field: 'product_rate:2', message: 'Enter an amount, e.g. 1250 or 1250.50.' }],
  };

  it("heads each product column with the product's name and shows what will be saved, or the refused cell", () => {
    render(<PreviewStep preview={preview} busy={false} error={null} onBack={() => undefined} onImport={() => undefined} />);
    const table = screen.getByRole('table', { name: 'Rows as they will be saved' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // Customer fields first, then the products' in the plant's order.
    expect(headers).toEqual(['Row', 'Result', 'Name', '6 L bottle: rate', 'Dispenser: opening containers']);
    const bilal = within(screen.getByTestId('preview-row-2'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(bilal.slice(2)).toEqual(['Bilal', '110', '2']);
    const sara = within(screen.getByTestId('preview-row-3'));
    expect(sara.getByLabelText('Enter an amount, e.g. 1250 or 1250.50.').textContent).toBe('sixty');
  });
});
