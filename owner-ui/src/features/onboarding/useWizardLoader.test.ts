import { describe, expect, it } from 'vitest';
import { draftFrom } from './useWizardLoader';

describe('saved wizard drafts', () => {
  const draft = { plant: { name: 'North' }, areas: [{ name: 'Gulberg', description: 'A' }], employees: [] };

  it('reads a whole draft', () => {
    expect(draftFrom(draft)).toBe(draft);
  });

  it("reads a draft the server keeps under the step's name, preferring the current step", () => {
    const older = { plant: { name: 'Old' } };
    expect(draftFrom({ areas: older, employees: draft }, 'employees')).toBe(draft);
    expect(draftFrom({ areas: older, employees: draft }, 'areas')).toBe(older);
  });

  it('ignores anything that is not a draft', () => {
    expect(draftFrom(null)).toBeNull();
    expect(draftFrom({ step: 'areas', areas: 'not a list' })).toBeNull();
  });
});
