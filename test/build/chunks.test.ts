import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The production build's chunking (scripts/chunking.mjs) groups libraries with the screens
// that use them; an earlier grouping brought the CSV decoder into the guests list. The decoder must stay
// with the screens that read a CSV file. Reads dist/ (npm test builds it first; skipped without it).
interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly imports?: ReadonlyArray<string>;
}
const manifestPath = join('dist', '.vite', 'manifest.json');
const built = existsSync(manifestPath);

// strings that survive minification: papaparse's error code, encoding-japanese's encoding names
const CSV_DECODER = [
  ['papaparse', 'UndetectableDelimiter'],
  ['encoding-japanese', 'UTF16BE'],
] as const;

describe.runIf(built)('the production chunks', () => {
  const manifest = built ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>) : {};
  /** Every file a chunk loads before it runs: itself and its static imports, transitively. */
  const filesOf = (keys: ReadonlyArray<string>): string[] => {
    const seen = new Set<string>();
    const stack = [...keys];
    while (stack.length > 0) {
      const key = stack.pop() ?? '';
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key]?.imports ?? []));
    }
    return [...seen].map((key) => manifest[key]?.file ?? '');
  };
  const code = (files: ReadonlyArray<string>): string =>
    files.map((f) => readFileSync(join('dist', f), 'utf8')).join('\n');
  // the lock list's way: index.html, the login page, the groups every signed-in screen loads and the lock list's
  const groups = Object.keys(manifest).filter((key) => /^_(inversify|console|chakra|layout|locks|shared)-/.test(key));
  const ROUTES: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
    ['login -> lock list', ['index.html', 'src/ui/session/LoginPage.tsx', ...groups]],
    ['guests list', ['src/ui/guests/GuestsPage.tsx']],
    ['key groups', ['src/ui/groups/GroupsPage.tsx']],
    ['organization cards', ['src/ui/cards/OrganizationCardsPage.tsx']],
    ['managers', ['src/ui/managers/ManagersPage.tsx']],
    ['contract', ['src/ui/organization/ContractPage.tsx']],
  ];

  it('has the groups of the way to the lock list', () => {
    expect(groups.map((key) => /^_([a-z]+)-/.exec(key)?.[1]).sort()).toEqual(
      expect.arrayContaining(['chakra', 'console', 'inversify', 'layout', 'locks', 'shared']),
    );
  });
  it.each(CSV_DECODER)('keeps %s with the CSV screens (it ships, in the CSV reader)', (_library, marker) => {
    const reader = Object.keys(manifest).filter((key) => /csvReader/.test(key));
    expect(code(filesOf(reader))).toContain(marker);
  });
  it.each(ROUTES)('loads no CSV decoder on the %s', (_route, keys) => {
    expect(keys.every((key) => manifest[key] !== undefined)).toBe(true);
    const text = code(filesOf(keys));
    for (const [library, marker] of CSV_DECODER) expect([library, text.includes(marker)]).toEqual([library, false]);
  });
});
