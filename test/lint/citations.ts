import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commentsOf, documentsOf, readTree } from './docReferences';

/** A citation a reader outside the project cannot follow: where it is written and what it says. */
export interface BadCitation {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly why: 'section without its document' | 'tracker issue number';
}

/** The two spec documents; a section is cited as `account-billing-signup §5` or `devices-access §8`. */
const DOCUMENTS = ['account-billing-signup', 'devices-access'];

/** `Section N` or `§N` with a number: a section, which must follow its document's name. */
const SECTION = /\b[Ss]ection\s+\d+|§\s?\d+/g;

/** How far back a section may name its document (`account-billing-signup §7 and §9` cites both). */
const LOOKBACK = 80;

/** A tracker's issue or pull-request number (the word, then the number), which the repository cannot show. */
const TRACKER = /\b(?:[Ii]ssues?|PR|[Pp]ull request)\s?#?\d+/g;

const lineAt = (text: string, at: number): number => (text.slice(0, at).match(/\n/g)?.length ?? 0) + 1;

/** The bad citations of one text: a Markdown file whole, a source file's comments only. */
export const citationsOf = (file: string, text: string, comments: boolean): BadCitation[] => {
  // most files cite nothing: those need no parse (search, not test: the patterns are global)
  if (text.search(SECTION) < 0 && text.search(TRACKER) < 0) return [];
  const chunks = comments ? commentsOf(file, text) : [{ text, line: 1 }];
  return chunks.flatMap((chunk) => {
    const found: BadCitation[] = [];
    const at = (index: number): number => chunk.line + lineAt(chunk.text, index) - 1;
    for (const match of chunk.text.matchAll(SECTION)) {
      const before = chunk.text.slice(Math.max(0, match.index - LOOKBACK), match.index);
      if (!DOCUMENTS.some((name) => before.includes(name)))
        found.push({ file, line: at(match.index), text: match[0], why: 'section without its document' });
    }
    for (const match of chunk.text.matchAll(TRACKER))
      found.push({ file, line: at(match.index), text: match[0], why: 'tracker issue number' });
    return found;
  });
};

/** Every bad citation of the repository at `root`, with `planted` files added or replacing theirs. */
export const checkCitations = (root: string, planted: Readonly<Record<string, string>> = {}): BadCitation[] => {
  const own = documentsOf(readTree(root)).filter(({ file }) => !(file in planted));
  return [
    ...own.flatMap(({ file, comments }) => citationsOf(file, readFileSync(join(root, file), 'utf8'), comments)),
    ...Object.entries(planted).flatMap(([file, text]) => citationsOf(file, text, !file.endsWith('.md'))),
  ];
};

export const describeCitation = (c: BadCitation): string => `${c.file}:${c.line}: ${c.text} (${c.why})`;
