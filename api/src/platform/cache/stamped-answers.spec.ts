import { JsonText } from './json-text';
import { jsonAnswers } from './stamped-answers';

describe('JsonText', () => {
  const ledger = '{"lines":[{"description":"Delivered 2 cans × PKR 60"}]}';

  it('counts its size in UTF-8 bytes, not characters', () => {
    expect(new JsonText(ledger).bytes).toBe(Buffer.byteLength(ledger));
    expect(new JsonText(ledger).bytes).toBe(ledger.length + 1); // "×" is two bytes
  });

  it('sends the envelope the hooks would write, and still reads as the same JSON once only its bytes are held', () => {
    const text = new JsonText<{ lines: unknown[] }>(ledger);
    const sent = text.enveloped('Ledger retrieved successfully');
    expect(JSON.parse(sent.toString('utf8'))).toEqual({
      success: true,
      data: JSON.parse(ledger),
      message: 'Ledger retrieved successfully',
    });
    expect(text.json).toBe(ledger);
    expect(text.parse()).toEqual(JSON.parse(ledger));
    expect(text.enveloped('Ledger retrieved successfully')).toBe(sent);
    const other = text.enveloped('Another message');
    expect(JSON.parse(other.toString('utf8'))).toMatchObject({ data: JSON.parse(ledger), message: 'Another message' });
    expect(text.json).toBe(ledger);
  });

  it('hands over its JSON as UTF-8 bytes, before and after it is enveloped, and keeps its head beside it', () => {
    const text = new JsonText<{ lines: unknown[]; from: string }, { from: string }>(ledger, { from: '2026-11-01' });
    const decoded = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    expect(decoded(text.utf8())).toBe(ledger);
    text.enveloped('Ledger retrieved successfully');
    expect(decoded(text.utf8())).toBe(ledger);
    expect(text.utf8().byteLength).toBe(Buffer.byteLength(ledger));
    expect(text.head).toEqual({ from: '2026-11-01' });
    expect(new JsonText(ledger).head).toEqual({});
  });
});

describe('StampedAnswers', () => {
  const answer = (bytes: number) => new JsonText<string>(JSON.stringify('x'.repeat(bytes - 2)));

  it('answers from memory only for the very stamp it was kept with', async () => {
    const kept = jsonAnswers<string>(10, 1000);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return answer(10);
    };
    const first = await kept.answer('a', 'v1', read);
    expect(await kept.answer('a', 'v1', read)).toBe(first);
    expect(reads).toBe(1);
    expect(await kept.answer('a', 'v2', read)).not.toBe(first);
    expect(reads).toBe(2);
  });

  it('lets the least recently used go beyond its byte budget, and keeps nothing above a quarter of it', () => {
    const kept = jsonAnswers<string>(10, 100);
    kept.keep('a', '1', answer(25));
    kept.keep('b', '1', answer(25));
    kept.keep('c', '1', answer(25));
    kept.keep('d', '1', answer(25));
    expect(kept.get('a', '1')).toBeDefined(); // now the most recently used
    kept.keep('e', '1', answer(25));
    expect(['a', 'b', 'c', 'd', 'e'].filter((key) => kept.has(key))).toEqual(['a', 'c', 'd', 'e']);
    kept.keep('big', '1', answer(26));
    expect(kept.has('big')).toBe(false);
  });

  it('counts a multi-byte answer by its bytes', () => {
    const kept = jsonAnswers<string>(10, 40);
    kept.keep('a', '1', new JsonText(JSON.stringify('××××'))); // 10 bytes, 6 characters
    kept.keep('b', '1', new JsonText(JSON.stringify('××××')));
    kept.keep('c', '1', new JsonText(JSON.stringify('××××')));
    kept.keep('d', '1', new JsonText(JSON.stringify('××××')));
    kept.keep('e', '1', new JsonText(JSON.stringify('××××')));
    expect(['a', 'b', 'c', 'd', 'e'].filter((key) => kept.has(key))).toEqual(['b', 'c', 'd', 'e']);
  });
});
