import { eventHash, HashedFields, jsonbText } from './hash-chain';

describe('hash chain (outside the database)', () => {
  const fields: HashedFields = {
    previousHash: null,
    eventId: '00000000-0000-4000-8000-000000000001',
    streamId: 'plant-1',
    streamVersion: 1,
    type: 'PlantRegistered',
    schemaVersion: 1,
    data: { name: 'Clifton', rate: '50.00' },
    metadata: { actor_id: 1 },
    recordedAt: '2026-11-21T10:00:00.123456Z',
  };

  it("writes jsonb's text form: keys by length then bytes, spaced separators", () => {
    expect(jsonbText({ bb: 1, a: { d: [2, { zz: 1, y: 'x"\n' }], c: null } })).toBe(
      '{"a": {"c": null, "d": [2, {"y": "x\\"\\n", "zz": 1}]}, "bb": 1}',
    );
  });

  it('does not depend on key order', () => {
    expect(eventHash({ ...fields, data: { rate: '50.00', name: 'Clifton' } })).toBe(eventHash(fields));
  });

  it('changes when any field or the previous hash changes', () => {
    const base = eventHash(fields);
    expect(eventHash({ ...fields, data: { name: 'Clifton', rate: '51.00' } })).not.toBe(base);
    expect(eventHash({ ...fields, streamVersion: 2 })).not.toBe(base);
    expect(eventHash({ ...fields, previousHash: 'abc' })).not.toBe(base);
    expect(eventHash({ ...fields, recordedAt: '2026-11-21T10:00:00.123457Z' })).not.toBe(base);
  });
});
