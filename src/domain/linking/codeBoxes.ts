import { CODE_LENGTH } from './connectionCode';

/** The six single-character boxes of the connection page; an empty box holds ''. */
export type CodeCells = readonly [string, string, string, string, string, string];

/** The boxes after an edit and the box that should have focus next (0 to 5). */
export interface CodeBoxesEdit {
  readonly cells: CodeCells;
  readonly focus: number;
}

export const EMPTY_CELLS: CodeCells = ['', '', '', '', '', ''];

const LAST = CODE_LENGTH - 1;

/**
 * Separators people paste or type between code groups: whitespace (including the full-width
 * space), ASCII and Unicode hyphens and dashes, and ー (what a Japanese IME gives for '-').
 */
const SEPARATORS = /[\s\-‐‑‒–—―−－ー]/gu;

/** The characters of a pasted or linked code, separators dropped, one entry per code point. */
export const codeCharactersOf = (text: string): readonly string[] => Array.from(text.replace(SEPARATORS, ''));

const cellsOf = (chars: readonly string[]): CodeCells => {
  const at = (i: number): string => chars[i] ?? '';
  return [at(0), at(1), at(2), at(3), at(4), at(5)];
};

const withCell = (cells: CodeCells, index: number, value: string): CodeCells =>
  cellsOf(cells.map((cell, i) => (i === index ? value : cell)));

const isBoxIndex = (index: number): boolean => Number.isInteger(index) && index >= 0 && index <= LAST;

const clampFocus = (index: number): number =>
  Number.isFinite(index) ? Math.min(Math.max(Math.trunc(index), 0), LAST) : 0;

/** The code the boxes spell (what is validated and sent as `secret`). */
export const codeOf = (cells: CodeCells): string => cells.join('');

/** Prefills the boxes from the `secret` query parameter; a missing secret leaves them empty. */
export const codeFromQuery = (secret: string | null): CodeCells =>
  secret === null ? EMPTY_CELLS : cellsOf(codeCharactersOf(secret).slice(0, CODE_LENGTH));

/**
 * Pastes into the boxes. A whole code (6 or more characters once separators are dropped)
 * fills all six from the first box, whichever box had focus; a shorter fragment fills from
 * the focused box onward. Focus goes to the box after the last one filled (the last box at most).
 */
export const applyPaste = (cells: CodeCells, index: number, text: string): CodeBoxesEdit => {
  const chars = codeCharactersOf(text);
  if (chars.length === 0 || !isBoxIndex(index)) return { cells, focus: clampFocus(index) };
  if (chars.length >= CODE_LENGTH) return { cells: cellsOf(chars.slice(0, CODE_LENGTH)), focus: LAST };
  const next = cells.map((cell, i) => (i >= index && i - index < chars.length ? (chars[i - index] ?? cell) : cell));
  return { cells: cellsOf(next), focus: clampFocus(index + chars.length) };
};

/**
 * What the box at `index` received from the keyboard. One character fills the box and
 * advances focus; '' (the box was cleared) empties it and keeps focus; a separator alone
 * changes nothing; several characters at once (autofill, IME) are treated as a paste.
 */
export const applyTyped = (cells: CodeCells, index: number, char: string): CodeBoxesEdit => {
  if (!isBoxIndex(index)) return { cells, focus: clampFocus(index) };
  if (char === '') return { cells: withCell(cells, index, ''), focus: index };
  const chars = codeCharactersOf(char);
  const [only] = chars;
  if (only === undefined) return { cells, focus: index };
  if (chars.length > 1) return applyPaste(cells, index, char);
  return { cells: withCell(cells, index, only), focus: clampFocus(index + 1) };
};

/**
 * Backspace in the box at `index`: a filled box is emptied and keeps focus; on an empty box
 * focus goes back and the previous character is removed (after auto-advance the caret sits
 * one box past the last character, so this deletes what the person sees as the last one).
 */
export const applyBackspace = (cells: CodeCells, index: number): CodeBoxesEdit => {
  if (!isBoxIndex(index)) return { cells, focus: clampFocus(index) };
  if (cells[index] !== '') return { cells: withCell(cells, index, ''), focus: index };
  if (index === 0) return { cells, focus: 0 };
  return { cells: withCell(cells, index - 1, ''), focus: index - 1 };
};
