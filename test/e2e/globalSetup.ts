import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One folder per run for the storage states the fixtures make once per run (the seeded world, each
 * account's session) and share between the run's workers (workers inherit this process's environment).
 * Returns the teardown: the folder goes when the run ends.
 */
export default function globalSetup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-sessions-'));
  process.env.E2E_SESSIONS_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
