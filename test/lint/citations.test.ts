import { describe, expect, it } from 'vitest';
import { checkCitations, describeCitation } from './citations';

// Docs and comments cite the spec by document and section (`account-billing-signup §5`, `devices-access §8`)
// and never a tracker's issue or pull-request number: they say the rule itself. Markdown files are read
// whole, source files of src, test and scripts (and the root's configs) by their comments only.

/** Files other engineers still have to reword; each entry goes once its file is clean (the test says so). */
const PENDING: ReadonlyArray<string> = [
  'scripts/bench-phone.mjs',
  'scripts/boot-profile.mjs',
  'scripts/chunking-production.mjs',
  'scripts/size.mjs',
  'test/e2e/screens.spec.ts',
  'vite.config.ts',
];

describe('docs and comments cite the spec by document and no tracker number', () => {
  // reads and parses every file of the repository: give a loaded 2-core machine time
  it('finds none outside the pending files, and each pending file still has one', { timeout: 60_000 }, () => {
    const found = checkCitations('.');
    expect(found.filter((c) => !PENDING.includes(c.file)).map(describeCitation)).toEqual([]);
    expect(PENDING.filter((file) => !found.some((c) => c.file === file))).toEqual([]);
  });

  it('fails on a planted comment and doc citing a bare section or an issue number, not on a named document', () => {
    const planted = {
      'src/ui/shell/Planted.ts': [
        '/** Spec section 5 says so (issue 17); see also §8. */',
        '// account-billing-signup §7 and §9: both named; devices-access §3.',
        "export const text = 'issue 9 in a string is no comment';",
        '',
      ].join('\n'),
      'PLANTED.md': 'The budget (issue #9) of section 8.\nNamed: devices-access §8, account-billing-signup §5.\n',
    };
    expect(
      checkCitations('.', planted)
        .filter((c) => c.file in planted)
        .map(describeCitation),
    ).toEqual([
      'src/ui/shell/Planted.ts:1: section 5 (section without its document)',
      'src/ui/shell/Planted.ts:1: §8 (section without its document)',
      'src/ui/shell/Planted.ts:1: issue 17 (tracker issue number)',
      'PLANTED.md:1: section 8 (section without its document)',
      'PLANTED.md:1: issue #9 (tracker issue number)',
    ]);
  });
});
