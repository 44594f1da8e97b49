import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Prettier holds code to 120 columns but leaves comments as written: this holds the comments (a JSX one too). A
// string or a JSX text Prettier keeps whole is not a comment line and is not counted.
const WIDTH = 120;
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*|\{\/\*)/;

const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesOf(path);
    return /\.(ts|tsx|mjs|mts)$/.test(entry.name) ? [path] : [];
  });

export const longCommentLines = (files: Readonly<Record<string, string>>): string[] =>
  Object.entries(files).flatMap(([file, text]) =>
    text.split('\n').flatMap((line, i) => (line.length > WIDTH && COMMENT_LINE.test(line) ? [`${file}:${i + 1}`] : [])),
  );

describe('comment lines fit in 120 columns', () => {
  it('in src, test and scripts', () => {
    const files = Object.fromEntries(
      ['src', 'test', 'scripts'].flatMap(sourcesOf).map((file) => [file, readFileSync(file, 'utf-8')]),
    );
    expect(longCommentLines(files)).toEqual([]);
  });

  it('finds a planted long comment line, not a long string', () => {
    const planted = {
      'src/Planted.ts': `// ${'x'.repeat(WIDTH)}\n{/* ${'j'.repeat(WIDTH)} */}\nconst text = '${'y'.repeat(WIDTH)}';\n * ${'z'.repeat(WIDTH)}\n`,
    };
    expect(longCommentLines(planted)).toEqual(['src/Planted.ts:1', 'src/Planted.ts:2', 'src/Planted.ts:4']);
  });
});
