import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { AddressInfo } from 'node:net';
import { RegisterUserCommand } from '../../api/src/modules/auth/user.commands';
import { startTestApp, TestApp } from '../support/test-app';

const TOO_MANY = { success: false, message: 'Too many requests. Please try again later.', error_code: 'TOO_MANY_SIGN_INS_FROM_ADDRESS' };
// Every sign-in is an argon2 check, slow on purpose: these suites get more time than most.
const SLOW = 240_000;

const randomAddress = () => `203.0.113.${randomBytes(1)[0]}, 198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** One failed sign-in, each for an email of its own, so only the per-address budget is used. */
function failOnce(t: TestApp, i: number, forwardedFor?: string) {
  const request = t.http().post('/api/login');
  if (forwardedFor) request.set('x-forwarded-for', forwardedFor);
  return request.send({ email: `nobody${i}@example.com`, password: 'wrong-password' });
}

async function useUpAddressBudget(t: TestApp, forwardedFor: () => string | undefined): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    const response = await failOnce(t, i, forwardedFor());
    expect(response.status).toBe(401);
  }
}

/**
 * A failed sign-in sent from 127.0.0.2: another loopback address, so a client that is not the
 * proxy TRUST_PROXY names (supertest always connects from 127.0.0.1).
 */
function failFromOtherAddress(t: TestApp, i: number, forwardedFor: string): Promise<{ status: number; body: unknown }> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  const body = JSON.stringify({ email: `other${i}@example.com`, password: 'wrong-password' });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: '127.0.0.2',
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function registerOwner(t: TestApp, email: string): Promise<void> {
  await t.app.get(CommandBus).execute(new RegisterUserCommand('Asif Khan', email, 'filter_owner', 'owner-password'));
}

describe('sign-in limits (HTTP, real Redis where it answers)', () => {
  describe('with TRUST_PROXY off (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
      await registerOwner(t, 'asif@example.com');
    });
    afterAll(() => t?.close());

    it(
      'counts 60 failed sign-ins per address, and a forged X-Forwarded-For does not give a fresh budget',
      async () => {
        await useUpAddressBudget(t, randomAddress);
        const refused = await failOnce(t, 60, randomAddress()).expect(429);
        expect(refused.body).toMatchObject(TOO_MANY);
        // The budget is the address's, whatever the email or password: a right password waits too.
        await t
          .http()
          .post('/api/login')
          .set('x-forwarded-for', randomAddress())
          .send({ email: 'asif@example.com', password: 'owner-password' })
          .expect(429);
        await t.http().get('/api/health').expect(200);
      },
      SLOW,
    );
  });

  describe('successful sign-ins', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
      await registerOwner(t, 'asif@example.com');
    });
    afterAll(() => t?.close());

    it(
      'are never counted per address: 70 from one address all pass, and a failure after them is still a 401',
      async () => {
        for (let i = 0; i < 70; i += 1) {
          await t.http().post('/api/login').send({ email: 'asif@example.com', password: 'owner-password' }).expect(200);
        }
        await failOnce(t, 0).expect(401);
      },
      SLOW,
    );
  });

  describe('with TRUST_PROXY naming the proxy in front', () => {
    let t: TestApp;
    beforeAll(async () => {
      // 127.0.0.1 (where supertest connects from) stands in for the proxy.
      t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
      await t.app.listen(0, '127.0.0.1');
      await registerOwner(t, 'asif@example.com');
    });
    afterAll(() => t?.close());

    it(
      'ignores X-Forwarded-For from any other client, and believes the proxy about who its client is',
      async () => {
        for (let i = 0; i < 60; i += 1) {
          expect((await failFromOtherAddress(t, i, randomAddress())).status).toBe(401);
        }
        const refused = await failFromOtherAddress(t, 60, randomAddress());
        expect(refused).toEqual({ status: 429, body: expect.objectContaining(TOO_MANY) });

        // Through the proxy: the client it names (the address just refused) is refused too, other
        // clients and the proxy itself are not; only the address the proxy appended counts.
        await failOnce(t, 61, '127.0.0.2').expect(429);
        await failOnce(t, 62, '198.51.100.8, 127.0.0.2').expect(429);
        await failOnce(t, 63, '127.0.0.2, 198.51.100.8').expect(401);
        await failOnce(t, 64).expect(401);
      },
      SLOW,
    );

    it('keeps the per-account limit independent of the address: 5 failures from 5 clients lock the account', async () => {
      for (let i = 0; i < 5; i += 1) {
        await t
          .http()
          .post('/api/login')
          .set('x-forwarded-for', `192.0.2.${i + 1}`)
          .send({ email: 'asif@example.com', password: 'wrong-password' })
          .expect(401);
      }
      const locked = await t
        .http()
        .post('/api/login')
        .set('x-forwarded-for', '192.0.2.99')
        .send({ email: 'Asif@Example.com', password: 'owner-password' })
        .expect(429);
      expect(locked.body).toMatchObject({ success: false, error_code: 'TOO_MANY_LOGIN_ATTEMPTS' });
      expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);
      // The seconds left of the window, for a client to wait that long.
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(13 * 60);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    });
  });
});
