import { render, screen, within } from '@testing-library/react';
import type { CustomerImportDryRun, CustomerImportValues } from '@paani/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { PreviewStep } from './PreviewStep';

// Only the fields of the preview's columns are read.
const values = (name: string, language: CustomerImportValues['language']) =>
  ({ name, area_name: 'Saddar', language }) as CustomerImportValues;

const PREVIEW: CustomerImportDryRun = {
  dry_run: true,
  file: { name: 'register.csv', format: 'csv', rows: 2 },
  columns: [
    { index: 0, header: 'Name', field: 'name', auto: true, samples: ['Bilal'] },
    { index: 1, header: 'زبان', field: 'language', auto: true, samples: ['اردو'] },
  ],
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
