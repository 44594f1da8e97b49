import { defineSlice } from '../world/state';
import type { JobType } from '../../../domain/remote/job';
import type { Job } from '../../../domain/remote/job';
import type { SeedContext } from '../world/seedContext';

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

const seedRemote = (_ctx: SeedContext): RemoteSlice => ({ remoteJobs: [] });

declare module '../world/state' {
  interface WorldSlices {
    remote: RemoteSlice;
  }
}

/** The remote slice; bump the version when its shape changes (a stored world of another version is seeded anew). */
export const remoteSlice = defineSlice({ name: 'remote', version: 1, needs: [], seed: seedRemote });
