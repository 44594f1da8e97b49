import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (dir: string): string =>
  readdirSync(join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, 'assets', f), 'utf8'))
    .join('\n');

// npm test builds dist/ (http) and dist-demo/ (memory) before this runs
const built = ['dist', 'dist-demo', 'dist-mockhttp'].every((d) => existsSync(join(d, 'assets')));

describe.runIf(built)('the production bundle', () => {
  const production = read('dist');
  const demo = read('dist-demo');
  const mockHttp = read('dist-mockhttp');

  // each marker is checked present where the module ships, so its absence from dist/ means something
  it.each([
    ['the in-memory world (its fixed demo account)', 'manager@example.jp', demo],
    ['faker (its helper calls survive minification)', 'faker.helpers.arrayElement', demo],
    ['the dev mailbox', '開発用メールボックス', demo],
    ['MSW (its log prefix)', '[MSW]', mockHttp],
    ['the MSW worker script', 'mockServiceWorker.js', mockHttp],
  ])('holds no %s', (_what, marker, whereItShips) => {
    expect(whereItShips).toContain(marker);
    expect(production).not.toContain(marker);
  });

  it('writes app_info.json with the current commit for the version check', () => {
    const info = JSON.parse(readFileSync('dist/app_info.json', 'utf8')) as { current_commit: string };
    expect(info.current_commit).toMatch(/^[0-9a-f]{40}$|^unknown$|.+/);
    expect(info.current_commit.length).toBeGreaterThan(0);
  });
});
