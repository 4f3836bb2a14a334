import type { TestApp } from './test-app';

/** A queued job as GET /api/super-admin/jobs/{id} shows it, once it reached one of `states`. */
export async function waitForJob(
  t: TestApp,
  token: string,
  jobId: string,
  { states = ['completed', 'failed'], timeoutMs = 20_000 }: { states?: string[]; timeoutMs?: number } = {},
) {
  const started = Date.now();
  for (;;) {
    const response = await t
      .http()
      .get(`/api/super-admin/jobs/${encodeURIComponent(jobId)}`)
      .set({ authorization: `Bearer ${token}` })
      .expect(200);
    if (states.includes(response.body.data.state)) return response.body.data;
    if (Date.now() - started > timeoutMs) throw new Error(`job ${jobId} still ${response.body.data.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
