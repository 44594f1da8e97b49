import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The generator's own run, fast: it writes into a temporary folder holding only the two files it edits.
// That what it writes typechecks, lints and passes its tests is scripts/new-feature-check.mjs, a step of npm test
// (scripts/test-all.mjs): it needs a whole copy of the repository.
const root = mkdtempSync(join(tmpdir(), 'new-feature-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [relative(root, join(dir, e.name))],
  );

describe('scripts/new-feature.mjs', () => {
  it('writes the 20 files of a feature, its line in FEATURES and its route', { timeout: 60_000 }, () => {
    for (const file of ['src/features/index.ts', 'src/ui/shell/routeTable.ts', '.prettierrc.json']) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      cpSync(file, join(root, file));
    }
    execFileSync('node', ['scripts/new-feature.mjs', 'visits', '--title=訪問', `--root=${root}`], { stdio: 'pipe' });
    const written = filesUnder(root).filter(
      (f) => !['src/features/index.ts', 'src/ui/shell/routeTable.ts', '.prettierrc.json'].includes(f),
    );
    expect(written.sort()).toEqual(
      [
        'src/features/visits.ts',
        'src/domain/visits/messages.ts',
        'src/domain/visits/visits.ts',
        'src/application/visits/ports/VisitsGateway.ts',
        'src/application/visits/ListVisits.ts',
        'src/infrastructure/http/visits/codecs.ts',
        'src/infrastructure/http/visits/HttpVisitsGateway.ts',
        'src/infrastructure/http/visits/bindings.ts',
        'src/infrastructure/memory/visits/slice.ts',
        'src/infrastructure/memory/visits/server.ts',
        'src/infrastructure/memory/visits/InMemoryVisitsGateway.ts',
        'src/infrastructure/memory/visits/handlers.ts',
        'src/infrastructure/memory/visits/feature.ts',
        'src/ui/visits/VisitsPresenter.ts',
        'src/ui/visits/VisitsPage.tsx',
        'src/ui/visits/screens.ts',
        'test/domain/visits/visits.test.ts',
        'test/application/visits/visits.test.ts',
        'test/infrastructure/http/visits/visits.test.ts',
        'test/ui/visits/presenter.test.ts',
      ].sort(),
    );
    const features = readFileSync(join(root, 'src/features/index.ts'), 'utf8');
    expect(features).toContain("import { visits } from './visits';");
    expect(features).toMatch(/\n {2}visits,\n\];/);
    expect(readFileSync(join(root, 'src/ui/shell/routeTable.ts'), 'utf8')).toContain(
      "route('visits', '/visits/', '訪問', daily),",
    );
    // a second run refuses: nothing is overwritten
    expect(() =>
      execFileSync('node', ['scripts/new-feature.mjs', 'visits', `--root=${root}`], { stdio: 'pipe' }),
    ).toThrow();
  });
});
