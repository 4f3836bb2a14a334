import { startTestApp, TestApp } from '../support/test-app';

/**
 * Answers over 1 KB are compressed for a client that accepts it (a rider's sheet on a slow phone
 * connection): Brotli when offered, else gzip; small answers and clients that accept neither get
 * the plain bytes.
 */
describe('compressed answers (HTTP)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a large JSON answer as Brotli or gzip, as the client offers, and plain to one that offers neither', async () => {
    // superagent decodes Brotli and gzip itself: the header says how the bytes travelled, the body that they decode to the same answer.
    const plain = await t.http().get('/api/docs/json').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
    expect(plain.body.openapi).toBeDefined();

    const br = await t.http().get('/api/docs/json').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body).toEqual(plain.body);

    const gzip = await t.http().get('/api/docs/json').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(plain.body);
  });

  it('leaves a small answer as it is', async () => {
    const health = await t.http().get('/api/health').set('Accept-Encoding', 'gzip, br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.body).toHaveProperty('success');
  });
});
