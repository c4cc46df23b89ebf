import PgBoss from 'pg-boss';
import type { Logger } from '../logger.js';

/** One kind of background work. Features add theirs to the list in appJobs.ts. */
export interface JobDefinition<Data extends object = object> {
  name: string;
  /** `short`: at most one queued job per singleton key (pg-boss queue policy). */
  policy?: 'standard' | 'short';
  /** Enqueue this job every N seconds; pg-boss's throttle lets one process per window win, however many run. */
  everySeconds?: number;
  run(data: Data, queue: JobSender): Promise<void>;
}

export interface JobSender {
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<void>;
}

export interface JobQueue extends JobSender {
  stop(): Promise<void>;
}

const DEADLOCK = '40P01';

/**
 * Creates a queue unless it exists. Processes starting together can race and deadlock inside pg-boss's create_queue (seen with
 * two workers on one database), so a deadlock is retried after a short random pause.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(queue.name)) return;
    try {
      return await boss.createQueue(queue.name, queue);
    } catch (error) {
      // Another process may have created it meanwhile (a unique violation here), which is what we wanted.
      if (await boss.getQueue(queue.name)) return;
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * pg-boss on the app's own PostgreSQL (schema `pgboss`). Every app process may start it: each job is handed to one
 * worker, and recurring jobs are enqueued through a per-window singleton, so "once" holds across processes. The
 * in-process timer only proposes a job; pg-boss decides whether it is the first in its window.
 */
export async function startJobQueue(options: { databaseUrl: string; logger: Logger; jobs: JobDefinition[] }): Promise<JobQueue> {
  const { logger, jobs } = options;
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 4, schema: 'pgboss' });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();

  const sender: JobSender = {
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data, sendOptions);
    },
  };
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    await ensureQueue(boss, { name: job.name, policy: job.policy ?? 'standard', retryLimit: 3, retryDelay: 30 });
    await boss.work<object>(job.name, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([entry]) => {
      if (!entry) return;
      try {
        await job.run(entry.data ?? {}, sender);
      } catch (error) {
        logger.error({ err: error, job: job.name, jobId: entry.id }, 'job failed');
        throw error;
      }
    });
    if (job.everySeconds) {
      const seconds = job.everySeconds;
      const propose = () =>
        void boss
          .send(job.name, {}, { singletonKey: job.name, singletonSeconds: seconds })
          .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'could not enqueue job'));
      propose();
      const timer = setInterval(propose, seconds * 1000);
      timer.unref();
      timers.push(timer);
    }
  }
  logger.info({ jobs: jobs.map((job) => job.name) }, 'job queue started');

  return {
    ...sender,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
