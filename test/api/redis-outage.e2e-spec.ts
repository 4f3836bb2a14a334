import { CommandBus } from '@nestjs/cqrs';
import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, Socket } from 'node:net';
import { RegisterUserCommand } from '../../api/src/modules/auth/user.commands';
import { startTestApp, SUPER_ADMIN, TestApp } from '../support/test-app';

const UPDATE_ALL = '/api/super-admin/system-settings/exchange-rates/update-all';
const BOARD = '/api/super-admin/queues/api/queues';
/**
 * Before, sign-in waited for Redis forever. Now it waits one command timeout at most, plus an
 * argon2 check, which takes seconds when other suites hash passwords on a busy 2-core machine.
 */
const SIGN_IN_BOUND_MS = 8000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(300, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

/** A throwaway Redis of this suite's own, with nothing kept on disk, so stopping it harms no one. */
async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const failed = once(server, 'error').then(([error]) => {
    throw new Error(
      `This suite starts a redis-server of its own (${(error as Error).message}). Install it with \`apt-get install redis-server\`.`,
    );
  });
  const ready = (async () => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      if (await answersPing(port)) return server;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server on port ${port} did not answer within 10 s`);
  })();
  return Promise.race([ready, failed]);
}

async function stopRedis(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGKILL');
  await exited;
}

/** Time a request takes, with its response. */
async function timed<T>(request: PromiseLike<T>): Promise<{ response: T; ms: number }> {
  const started = performance.now();
  const response = await request;
  return { response, ms: performance.now() - started };
}

describe('Redis stopping and coming back while the app runs (HTTP, a Redis of its own)', () => {
  let port: number;
  let redis: ChildProcess;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    await t.app.get(CommandBus).execute(new RegisterUserCommand('Asif Khan', 'asif@example.com', 'filter_owner', 'owner-password'));
    admin = await t.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
  });

  afterAll(async () => {
    await t?.close();
    if (redis) await stopRedis(redis);
  });

  it('is healthy and queues rate updates on Redis while Redis runs', async () => {
    const health = await t.http().get('/api/health').expect(200);
    expect(health.body.data).toEqual({ database: 'up', queue: 'redis', redis: 'up' });
    const queued = await t.http().post(UPDATE_ALL).set('authorization', `Bearer ${admin}`).expect(202);
    expect(queued.body.data).toMatchObject({ job_id: expect.stringMatching(/^exchange-rates:/), queue: 'redis' });
  });

  describe('with Redis hung (the connection open, nothing answering)', () => {
    beforeAll(() => void redis.kill('SIGSTOP'));
    afterAll(() => void redis.kill('SIGCONT'));

    it('gives up every Redis call within its timeout: sign-in works, the rest answers 503 within 2 s', async () => {
      const signIn = await timed(t.http().post('/api/login').send({ email: 'asif@example.com', password: 'owner-password' }));
      expect(signIn.response.status).toBe(200);
      expect(signIn.ms).toBeLessThan(SIGN_IN_BOUND_MS);
      const [update, health] = await Promise.all([
        timed(t.http().post(UPDATE_ALL).set('authorization', `Bearer ${admin}`)),
        timed(t.http().get('/api/health')),
      ]);
      expect(update.response.status).toBe(503);
      expect(update.response.body).toMatchObject({ success: false, data: null, error_code: 'QUEUE_UNAVAILABLE' });
      expect(update.ms).toBeLessThan(2000);
      expect(health.response.status).toBe(503);
      expect(health.response.body.data).toEqual({ database: 'up', queue: 'redis', redis: 'down' });
      expect(health.ms).toBeLessThan(2000);
    });
  });

  describe('with Redis stopped', () => {
    beforeAll(async () => {
      await stopRedis(redis);
      expect(await answersPing(port)).toBe(false);
    });

    it('still signs in, with the limits counted in the process', async () => {
      const { response, ms } = await timed(t.http().post('/api/login').send({ email: 'asif@example.com', password: 'owner-password' }));
      expect(response.status).toBe(200);
      expect(response.body.data.token).toEqual(expect.any(String));
      expect(ms).toBeLessThan(SIGN_IN_BOUND_MS);

      for (let i = 0; i < 5; i += 1) {
        await t.http().post('/api/login').send({ email: 'asif@example.com', password: 'wrong-password' }).expect(401);
      }
      const locked = await t.http().post('/api/login').send({ email: 'asif@example.com', password: 'owner-password' }).expect(429);
      expect(locked.body).toMatchObject({ success: false, error_code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    });

    it('answers the rate update with a 503 envelope within 2 s', async () => {
      const { response, ms } = await timed(t.http().post(UPDATE_ALL).set('authorization', `Bearer ${admin}`));
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        success: false,
        data: null,
        message: 'The job queue is not available right now (Redis does not answer). Please try again shortly.',
        error_code: 'QUEUE_UNAVAILABLE',
      });
      expect(ms).toBeLessThan(2000);
    });

    it('answers the queue dashboard with a 503 within 2 s', async () => {
      const { response, ms } = await timed(t.http().get(BOARD).set('authorization', `Bearer ${admin}`));
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ success: false, data: null });
      expect(ms).toBeLessThan(2000);
    });

    it('reports Redis down in the health check (503, naming it)', async () => {
      const { response, ms } = await timed(t.http().get('/api/health'));
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        success: false,
        data: { database: 'up', queue: 'redis', redis: 'down' },
        message: 'Redis does not answer.',
        error_code: 'UNHEALTHY',
      });
      expect(ms).toBeLessThan(2000);
    });
  });

  describe('with Redis back on the same port, the app untouched', () => {
    beforeAll(async () => {
      redis = await startRedis(port);
    });

    it('recovers by itself: healthy again, rate updates queued, the board and sign-in on Redis', async () => {
      let health = await t.http().get('/api/health');
      for (let waited = 0; health.status !== 200 && waited < 15_000; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        health = await t.http().get('/api/health');
      }
      expect(health.status).toBe(200);
      expect(health.body.data).toEqual({ database: 'up', queue: 'redis', redis: 'up' });

      const queued = await t.http().post(UPDATE_ALL).set('authorization', `Bearer ${admin}`).expect(202);
      const job = await t
        .http()
        .get(`/api/super-admin/jobs/${queued.body.data.job_id}`)
        .set('authorization', `Bearer ${admin}`)
        .expect(200);
      expect(job.body.data.id).toBe(queued.body.data.job_id);
      await t.http().get(BOARD).set('authorization', `Bearer ${admin}`).expect(200);

      // Sign-in limits go back to Redis (shared by every process) within a couple of seconds.
      let keys: string[] = [];
      for (let i = 0; keys.length === 0 && i < 20; i += 1) {
        await t
          .http()
          .post('/api/login')
          .send({ email: `nobody${i}@example.com`, password: 'wrong-password' })
          .expect(401);
        keys = await t.redis!.keys(`${t.config.QUEUE_PREFIX}:login-failures:*`);
        if (keys.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(keys.length).toBeGreaterThan(0);
    });
  });
});
