// app_info.json, read by the version check: the commit a build was made from.
import { execFileSync } from 'node:child_process';

/** APP_COMMIT when the caller knows it (npm test and CI set it), else the checkout's HEAD, else 'unknown'. */
export const currentCommit = (env = process.env, cwd = process.cwd()) => {
  if (env.APP_COMMIT) return env.APP_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
};

export const appInfoJson = (commit) => JSON.stringify({ current_commit: commit });

/** Vite plugin: writes app_info.json next to index.html in every build. */
export const appInfo = () => ({
  name: 'app-info',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'app_info.json', source: appInfoJson(currentCommit()) });
  },
});
