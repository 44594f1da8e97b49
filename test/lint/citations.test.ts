import { describe, expect, it } from 'vitest';
import { checkCitations, describeCitation } from './citations';

// Docs and comments cite the spec by document and section (`account-billing-signup §5`, `devices-access §8`)
// and never a tracker's issue or pull-request number: they say the rule itself. Markdown files are read
// whole, source files of src, test and scripts (and the root's configs) by their comments only.

describe('docs and comments cite the spec by document and no tracker number', () => {
  // reads and parses every file of the repository: give a loaded 2-core machine time
  it('finds none', { timeout: 60_000 }, () => {
    expect(checkCitations('.').map(describeCitation)).toEqual([]);
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
