import { JobState, JobView } from './job-queue';
import { Fields, json, model, moment, num, oneOf, text } from '../http/response-model';

/** A queued background job: poll it at GET /super-admin/jobs/{job_id}. */
export const QueuedJobResponse = model('QueuedJobResponse', {
  job_id: text({ example: '42' }),
  queue: oneOf(['redis', 'in-process'], { description: 'in-process: Redis is not reachable, the job runs inside the API' }),
});

const JOB_STATES: JobState[] = ['waiting', 'active', 'completed', 'failed', 'delayed', 'unknown'];

/** GET /super-admin/jobs/{id}. */
export const JobResponse = model('JobResponse', {
  id: text({ example: '42' }),
  name: text({ example: 'exchange-rates', description: 'The kind of job (its queue)' }),
  state: oneOf(JOB_STATES),
  progress: num({ example: 100, description: '0 to 100' }),
  attempts_made: num(),
  max_attempts: num(),
  result: json<unknown>({ description: "The job's result once completed" }).nullable(),
  failed_reason: text().nullable(),
  created_at: moment().nullable(),
  finished_at: moment().nullable(),
} satisfies Fields<JobView>);
