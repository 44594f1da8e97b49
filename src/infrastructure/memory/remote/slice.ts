import type { JobType } from '../../../domain/remote/job';
import type { Job } from '../../../domain/remote/job';
import type { SeedContext } from '../world/seedContext';
import type { WorldState } from '../world/state';

/** A remote job the simulated hub is running; it advances one step per poll. */
export interface RemoteJobRecord {
  id: string;
  lockId: number;
  jobType: JobType;
  polls: number;
  /** Set once the job has finished: later polls repeat it. */
  result: Job | null;
}

/** The remote part of the demo world. */
export interface RemoteSlice {
  remoteJobs: RemoteJobRecord[];
}

/** Bump when the slice changes shape: a stored world of another version is seeded anew. */
export const REMOTE_SLICE_VERSION = 1;

export const seedRemote = (_ctx: SeedContext, _sofar: WorldState): RemoteSlice => ({ remoteJobs: [] });
