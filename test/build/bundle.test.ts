import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appInfoJson, currentCommit } from '../../scripts/appInfo.mjs';

const read = (dir: string): string =>
  readdirSync(join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, 'assets', f), 'utf8'))
    .join('\n');

// npm test builds dist/ (http), dist-demo/ (memory) and dist-mockhttp/ before this runs; a bare
// `vitest run` before any build skips this block (nothing is read while tests are collected)
const built = ['dist', 'dist-demo', 'dist-mockhttp'].every((d) => existsSync(join(d, 'assets')));

describe.runIf(built)('the production bundle', () => {
  // each marker is checked present where the module ships, so its absence from dist/ means something
  it.each([
    ['the in-memory world (its fixed demo account)', 'manager@example.jp', 'dist-demo'],
    ['faker (its helper calls survive minification)', 'faker.helpers.arrayElement', 'dist-demo'],
    ['the dev mailbox', '開発用メールボックス', 'dist-demo'],
    ['MSW (its log prefix)', '[MSW]', 'dist-mockhttp'],
    ['the MSW worker script', 'mockServiceWorker.js', 'dist-mockhttp'],
  ])('holds no %s', (_what, marker, whereItShips) => {
    expect(read(whereItShips)).toContain(marker);
    expect(read('dist')).not.toContain(marker);
  });

  it('writes app_info.json with a full commit hash, the one the test command built from', () => {
    const info = JSON.parse(readFileSync('dist/app_info.json', 'utf8')) as { current_commit: string };
    expect(info.current_commit).toMatch(/^[0-9a-f]{40}$/);
    // npm test (scripts/test-all.mjs) resolves the commit once and hands it to the build and to this run
    if (process.env.APP_COMMIT) expect(info.current_commit).toBe(process.env.APP_COMMIT);
  });
});

describe('the commit written to app_info.json', () => {
  const dirs: string[] = [];
  const tempDir = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'app-info-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("is the checkout's HEAD: a commit with fixed author, date and message has this exact hash", () => {
    const repo = tempDir();
    const env = {
      ...process.env,
      GIT_AUTHOR_NAME: 'a',
      GIT_AUTHOR_EMAIL: 'a@example.jp',
      GIT_AUTHOR_DATE: '2026-01-01T00:00:00+0900',
      GIT_COMMITTER_NAME: 'a',
      GIT_COMMITTER_EMAIL: 'a@example.jp',
      GIT_COMMITTER_DATE: '2026-01-01T00:00:00+0900',
    };
    execFileSync('git', ['init', '-q'], { cwd: repo, env });
    execFileSync('git', ['-c', 'commit.gpgsign=false', 'commit', '-q', '--allow-empty', '-m', 'fixed commit'], {
      cwd: repo,
      env,
    });
    expect(currentCommit({}, repo)).toBe('7da1e2bf4f0839a5127e7ddcdfde7c020d4a386a');
  });

  it('is APP_COMMIT when the caller sets it, whatever the checkout', () => {
    expect(currentCommit({ APP_COMMIT: '0123456789abcdef0123456789abcdef01234567' }, tempDir())).toBe(
      '0123456789abcdef0123456789abcdef01234567',
    );
  });

  it("is 'unknown' outside a git checkout", () => {
    expect(currentCommit({}, tempDir())).toBe('unknown');
  });

  it('is written under the key the version check reads', () => {
    expect(JSON.parse(appInfoJson('abc'))).toEqual({ current_commit: 'abc' });
  });
});
