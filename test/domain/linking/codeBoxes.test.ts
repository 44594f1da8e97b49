import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBackspace,
  applyPaste,
  applyTyped,
  codeFromQuery,
  codeOf,
  EMPTY_CELLS,
  type CodeBoxesEdit,
  type CodeCells,
} from '../../../src/domain/linking/codeBoxes';
import { validateConnectionCode } from '../../../src/domain/linking/connectionCode';

const RUNS = { numRuns: 1000 };
const ALNUM = Array.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const alnumChar = fc.constantFrom(...ALNUM);
const code6 = fc.array(alnumChar, { minLength: 6, maxLength: 6 });
const sixOf = (cell: fc.Arbitrary<string>): fc.Arbitrary<CodeCells> => fc.tuple(cell, cell, cell, cell, cell, cell);
const cellsArb = sixOf(fc.oneof(fc.constant(''), alnumChar));
const box = fc.integer({ min: 0, max: 5 });
const separators = fc
  .array(fc.constantFrom(' ', '-', '\u3000', 'ー', '－', '\t'), { maxLength: 2 })
  .map((a) => a.join(''));
const cells = (s: string): CodeCells => codeFromQuery(s);

const wellFormed = (edit: CodeBoxesEdit): void => {
  expect(edit.cells).toHaveLength(6);
  for (const cell of edit.cells) expect(Array.from(cell).length).toBeLessThanOrEqual(1);
  expect(Number.isInteger(edit.focus) && edit.focus >= 0 && edit.focus <= 5).toBe(true);
};

describe('code boxes prefilled from the query secret', () => {
  it('a secret fills the six boxes; no secret leaves them empty', () => {
    expect(codeFromQuery('aB3dE9')).toEqual(['a', 'B', '3', 'd', 'E', '9']);
    expect(codeFromQuery('aB3-dE9')).toEqual(['a', 'B', '3', 'd', 'E', '9']);
    expect(codeFromQuery('aB3')).toEqual(['a', 'B', '3', '', '', '']);
    expect(codeFromQuery(null)).toEqual(EMPTY_CELLS);
  });
  it('property: the boxes spell the first six characters of the secret, separators dropped', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(separators, alnumChar), { maxLength: 10 }), (pieces) => {
        const secret = pieces.map(([s, c]) => s + c).join('');
        expect(codeOf(codeFromQuery(secret))).toBe(
          pieces
            .map(([, c]) => c)
            .join('')
            .slice(0, 6),
        );
      }),
      RUNS,
    );
  });
});

describe('typing in a box fills it and advances', () => {
  it('a character fills the box and moves focus on (staying on the last box)', () => {
    expect(applyTyped(EMPTY_CELLS, 0, 'a')).toEqual({ cells: ['a', '', '', '', '', ''], focus: 1 });
    expect(applyTyped(cells('abcde'), 5, 'f')).toEqual({ cells: ['a', 'b', 'c', 'd', 'e', 'f'], focus: 5 });
  });
  it('a cleared box empties and keeps focus; a typed separator changes nothing', () => {
    expect(applyTyped(cells('abc'), 1, '')).toEqual({ cells: ['a', '', 'c', '', '', ''], focus: 1 });
    expect(applyTyped(cells('abc'), 3, ' ')).toEqual({ cells: ['a', 'b', 'c', '', '', ''], focus: 3 });
  });
  it('property: typing a code box by box, following focus, spells a valid code', () => {
    fc.assert(
      fc.property(code6, (chars) => {
        let edit: CodeBoxesEdit = { cells: EMPTY_CELLS, focus: 0 };
        for (const c of chars) edit = applyTyped(edit.cells, edit.focus, c);
        expect(codeOf(edit.cells)).toBe(chars.join(''));
        expect(validateConnectionCode(codeOf(edit.cells))).toBeUndefined();
      }),
      RUNS,
    );
  });
  it('property: typing one character changes only that box', () => {
    fc.assert(
      fc.property(cellsArb, box, alnumChar, (before, i, c) => {
        const edit = applyTyped(before, i, c);
        expect(edit.cells).toEqual(before.map((cell, j) => (j === i ? c : cell)));
        expect(edit.focus).toBe(Math.min(i + 1, 5));
      }),
      RUNS,
    );
  });
});

describe('backspace empties a box, and on an empty box goes back', () => {
  it('examples', () => {
    expect(applyBackspace(cells('abc'), 2)).toEqual({ cells: ['a', 'b', '', '', '', ''], focus: 2 });
    expect(applyBackspace(cells('abc'), 3)).toEqual({ cells: ['a', 'b', '', '', '', ''], focus: 2 });
    expect(applyBackspace(EMPTY_CELLS, 0)).toEqual({ cells: EMPTY_CELLS, focus: 0 });
  });
  it('property: a filled box is emptied in place; an empty box moves back and empties the previous one', () => {
    fc.assert(
      fc.property(cellsArb, box, (before, i) => {
        const edit = applyBackspace(before, i);
        if (before[i] !== '') expect(edit).toEqual({ cells: before.map((c, j) => (j === i ? '' : c)), focus: i });
        else if (i === 0) expect(edit).toEqual({ cells: before, focus: 0 });
        else expect(edit).toEqual({ cells: before.map((c, j) => (j === i - 1 ? '' : c)), focus: i - 1 });
      }),
      RUNS,
    );
  });
  it('property: six backspaces after typing a full code empty every box', () => {
    fc.assert(
      fc.property(code6, (chars) => {
        let edit: CodeBoxesEdit = { cells: cells(chars.join('')), focus: 5 };
        for (let k = 0; k < 6; k += 1) edit = applyBackspace(edit.cells, edit.focus);
        expect(edit).toEqual({ cells: EMPTY_CELLS, focus: 0 });
      }),
      RUNS,
    );
  });
});

describe('pasting a code fills all six boxes', () => {
  it('examples: spaces and hyphens are ignored; a fragment fills from the focused box', () => {
    expect(applyPaste(EMPTY_CELLS, 3, 'aB3 dE9')).toEqual({ cells: ['a', 'B', '3', 'd', 'E', '9'], focus: 5 });
    expect(applyPaste(EMPTY_CELLS, 0, 'aB3-dE9\n')).toEqual({ cells: ['a', 'B', '3', 'd', 'E', '9'], focus: 5 });
    expect(applyPaste(cells('ab'), 2, 'c-d')).toEqual({ cells: ['a', 'b', 'c', 'd', '', ''], focus: 4 });
    expect(applyPaste(cells('ab'), 1, ' - ')).toEqual({ cells: ['a', 'b', '', '', '', ''], focus: 1 });
  });
  it('property: a pasted code with separators anywhere fills all six boxes from any box', () => {
    fc.assert(
      fc.property(
        cellsArb,
        box,
        fc.array(fc.tuple(separators, alnumChar), { minLength: 6, maxLength: 9 }),
        separators,
        (before, i, pieces, tail) => {
          const text = pieces.map(([s, c]) => s + c).join('') + tail;
          const edit = applyPaste(before, i, text);
          expect(codeOf(edit.cells)).toBe(
            pieces
              .slice(0, 6)
              .map(([, c]) => c)
              .join(''),
          );
          expect(edit.focus).toBe(5);
        },
      ),
      RUNS,
    );
  });
  it('property: typing several characters at once behaves as pasting them', () => {
    fc.assert(
      fc.property(cellsArb, box, fc.array(alnumChar, { minLength: 2, maxLength: 8 }), (before, i, chars) => {
        expect(applyTyped(before, i, chars.join(''))).toEqual(applyPaste(before, i, chars.join('')));
      }),
      RUNS,
    );
  });
});

describe('the helpers never throw and always give six boxes and a box to focus', () => {
  it('property: arbitrary boxes, indexes (also out of range) and text', () => {
    const anyCells = sixOf(fc.string({ maxLength: 1 }));
    const anyIndex = fc.oneof(box, fc.integer(), fc.double());
    fc.assert(
      fc.property(anyCells, anyIndex, fc.string({ unit: 'binary' }), (before, i, text) => {
        wellFormed(applyTyped(before, i, text));
        wellFormed(applyPaste(before, i, text));
        wellFormed(applyBackspace(before, i));
        expect(codeFromQuery(text)).toHaveLength(6);
      }),
      RUNS,
    );
  });
});
