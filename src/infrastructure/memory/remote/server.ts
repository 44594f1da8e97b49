import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { DeviceSpeed } from '../../../application/ports/DevTools';
import type { Job, JobType } from '../../../domain/remote/job';
import { lockOf } from '../locks/access';
import type { LockRecord } from '../locks/records';
import type { AccountRecord } from '../world/platformRecords';
import type { World } from '../world/World';
import type { RemoteJobRecord } from './slice';

/** The server's behaviour for remote jobs (simulated hub), shared by both backends. */

/** Polls a job needs before it ends: read_status after a poll or two, open/close within a few. */
export const pollsToFinish = (speed: DeviceSpeed, jobType: JobType): number => {
  const reading = jobType === 'read_status';
  switch (speed) {
    case 'instant':
      return 1;
    case 'normal':
      return reading ? 1 : 2;
    case 'slow':
      return reading ? 2 : 4;
  }
};

/**
 * Jobs kept for polling; older ones are forgotten (a real server would expire them too). Enough for the door-state
 * screen: a job that hangs for its 11 polls sees about 33 others start beside it (four in flight).
 */
const KEPT_JOBS = 100;

const isJobType = (value: unknown): value is JobType =>
  value === 'open' || value === 'close' || value === 'read_status';

export const startJob = (
  world: World,
  account: AccountRecord,
  lockId: number,
  jobType: unknown,
): E.Either<PortError, string> =>
  E.chain((lock: LockRecord) => {
    if (!isJobType(jobType)) return E.left(PortErrors.invalid('job_type must be open, close or read_status'));
    if (lock.hubSerial === null) return E.left(PortErrors.invalid('ハブが設定されていません。'));
    const id = `job-${world.nextId('remoteJob')}`;
    world.write((s) => {
      s.remoteJobs = [{ id, lockId, jobType, polls: 0, result: null }, ...s.remoteJobs].slice(0, KEPT_JOBS);
    });
    return E.right(id);
  })(lockOf(world, account, lockId));

const inProgress = (id: string): Job => ({ id, jobStatus: 'in_progress', lockStatus: null, description: null });

/** What the job ends with, and what it changes on the lock. */
const finish = (world: World, account: AccountRecord, job: RemoteJobRecord, lock: LockRecord): Job => {
  if (lock.remote.kind === 'fails' && job.jobType !== 'read_status') {
    return {
      id: job.id,
      jobStatus: 'failure',
      lockStatus: null,
      description: { title: 'エラー', message: lock.remote.message },
    };
  }
  if (job.jobType === 'read_status')
    return { id: job.id, jobStatus: 'success', lockStatus: lock.remoteStatus, description: null };
  const opened = job.jobType === 'open';
  world.write((s) => {
    const target = s.locks.find((l) => l.id === lock.id);
    // a lock whose door sensor reports both states keeps reporting both
    if (target && target.remote.kind !== 'ambiguous') target.remoteStatus = opened ? 'open' : 'close';
    s.storedLockLogs.unshift({
      lockId: lock.id,
      loggedAt: world.now().toISOString(),
      logType: opened ? 'open' : 'close',
      keyType: 'console',
      userName: account.name,
      lockSide: 'main',
    });
    s.storedLockLogs = s.storedLockLogs.slice(0, 500);
  });
  return { id: job.id, jobStatus: 'success', lockStatus: null, description: null };
};

export const pollJob = (
  world: World,
  account: AccountRecord,
  jobId: string,
  jobType: string,
): E.Either<PortError, Job> => {
  const job = world.read((s) => s.remoteJobs.find((j) => j.id === jobId && j.jobType === jobType));
  if (!job) return E.left(PortErrors.notFound('job not found'));
  return E.map((lock: LockRecord) => {
    if (job.result) return job.result;
    const polls = job.polls + 1;
    const speed = world.read((s) => s.dev.deviceSpeed);
    const done = lock.remote.kind !== 'hangs' && polls >= pollsToFinish(speed, job.jobType);
    const result = done ? finish(world, account, job, lock) : null;
    world.write((s) => {
      const target = s.remoteJobs.find((j) => j.id === jobId);
      if (target) Object.assign(target, { polls, result });
    });
    return result ?? inProgress(jobId);
  })(lockOf(world, account, job.lockId));
};
