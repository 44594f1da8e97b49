import { describe, expect, it } from 'vitest';
import { brokenBecause, checkReferences, commentsOf, describeBroken, pathsIn, readTree } from './docReferences';

// Every Markdown file and every comment of src, test and scripts (and the root's config files) may
// name files: rooted (`src/...`, `test/...`, `scripts/...`, `docs/...`), relative (`./importGraph`,
// `../support/backends`),
// absolute, or a name with its extension (`di.tsx`, `ui/shared/di.tsx`: some path must end with it).
// Each must name a file or folder of this repository; a segment that stands for many (`<feature>`,
// `*.test.ts`, `{ts,tsx}`, `NNN`) ends what is checked.
const tree = readTree('.');

describe('docs and comments name only files of this repository', () => {
  // reads and parses every file of the repository: give a loaded 2-core machine time
  it('finds none missing or outside', { timeout: 60_000 }, () => {
    const { references, broken } = checkReferences('.');
    // it reads what it should: docs, comments of src, test and scripts
    expect(references).toContainEqual({ file: 'README.md', line: expect.any(Number), path: 'docs/SPEC.md' });
    expect(references).toContainEqual({
      file: 'src/infrastructure/memory/pins/slice.ts',
      line: 34,
      path: 'docs/DEMO-WORLD.md',
    });
    expect(references).toContainEqual({ file: 'scripts/lighthouse.mjs', line: 3, path: 'scripts/serve.mjs' });
    expect(broken.map(describeBroken)).toEqual([]);
  });

  it('fails on a planted doc naming a missing file, a file outside the repository and a machine path', () => {
    const planted = {
      'PLANTED.md':
        'See `src/ui/shell/nowhere.tsx`, the spec in ../shared/spec/ and /work/shared/STYLE.md.\nThe rest is fine: `src/ui/shared/di.tsx`, `src/domain/<feature>/messages.ts`.\n',
    };
    expect(
      checkReferences('.', planted)
        .broken.filter((b) => b.file === 'PLANTED.md')
        .map(describeBroken),
    ).toEqual([
      'PLANTED.md:1: src/ui/shell/nowhere.tsx (missing)',
      'PLANTED.md:1: ../shared/spec/ (outside the repository)',
      'PLANTED.md:1: /work/shared/STYLE.md (outside the repository)',
    ]);
  });

  it('fails on a planted comment naming a missing file, and not on the same words in code', () => {
    const planted = {
      'src/ui/shell/Planted.ts': [
        '/** The rules are in demo-world.md and ../shared/Gone; see router.tsx. */',
        "export const url = 'https://example.jp/x.ts'; // the file is docs/MISSING.md",
        "export const notAComment = 'old-notes.md // not-a-comment.ts';",
        'export const pattern = /\\/\\/ nor.ts/;',
        '',
      ].join('\n'),
    };
    expect(
      checkReferences('.', planted)
        .broken.filter((b) => b.file === 'src/ui/shell/Planted.ts')
        .map(describeBroken),
    ).toEqual([
      'src/ui/shell/Planted.ts:1: demo-world.md (missing)',
      'src/ui/shell/Planted.ts:1: ../shared/Gone (missing)',
      'src/ui/shell/Planted.ts:2: docs/MISSING.md (missing)',
    ]);
  });

  it('reads comments as TypeScript does: JSX text, strings, templates and regular expressions are not comments', () => {
    const text = 'const a = `x ${b /* one */} // not`;\nconst c = <p>http://x // not</p>; {/* two */}\n// three\n';
    expect(commentsOf('x.tsx', text).map((c) => c.text)).toEqual(['/* one */', '/* two */', '// three']);
  });

  it('resolves a name by the end of some path, a rooted path from the root, a relative one from its file', () => {
    expect(brokenBecause(tree, 'src/ui/groups/GroupsPage.tsx', 'shared/di.tsx')).toBeNull();
    expect(brokenBecause(tree, 'src/ui/groups/GroupsPage.tsx', 'hared/di.tsx')).toBe('missing');
    expect(brokenBecause(tree, 'src/ui/groups/GroupsPage.tsx', '../shared/Presenter')).toBeNull();
    expect(brokenBecause(tree, 'docs/FEATURES.md', 'src/features/')).toBeNull();
    expect(brokenBecause(tree, 'README.md', '../elsewhere/README.md')).toBe('outside the repository');
    expect(brokenBecause(tree, 'README.md', 'dist/app_info.json')).toBeNull(); // written by the build
  });

  it('takes URLs, e-mails, packages, routes and extension lists for what they are', () => {
    expect(
      pathsIn(
        'https://js.pay.jp/v2/pay.js manager@example.jp @chakra-ui/react /v1/console/locks .ts/.tsx js.pay.jp/v2/pay.js',
      ),
    ).toEqual([]);
  });
});
