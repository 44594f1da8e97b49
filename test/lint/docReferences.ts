import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';

/** Where a doc or a comment names a path: the file it is written in, its line, the path as written. */
export interface Reference {
  readonly file: string;
  readonly line: number;
  readonly path: string;
}

/** A reference that names no file or folder of the repository, or one outside it. */
export interface BrokenReference extends Reference {
  readonly why: 'missing' | 'outside the repository';
}

/** The repository's files and folders, as paths relative to its root ('src/ui/shared/di.tsx', 'src/ui'). */
export interface Tree {
  readonly files: ReadonlySet<string>;
  readonly folders: ReadonlySet<string>;
}

/** Folders that hold no source: installed packages, build and test output (.gitignore), git itself. */
const NOT_SOURCE = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-demo',
  'dist-mockhttp',
  'test-results',
  'playwright-report',
  '.bench',
]);

/** Names of what the builds and tools write, which a doc may name though no checkout holds them. */
const WRITTEN_BY_TOOLS = new Set([...NOT_SOURCE, 'app_info.json']);

/** The top folders of the repository: a path starting with one of them is read from the root. */
const ROOTED = ['src', 'test', 'scripts', 'docs', 'public'];

/** Extensions of the files this repository holds: a word ending in one of them is a file name. */
const FILE_EXTENSION = /\.(?:ts|tsx|mts|cts|mjs|cjs|js|jsx|json|md|css|html|sh|svg|ya?ml)$/;

/** A segment that stands for many names (`<feature>`, `*.test.ts`, `{ts,tsx}`, `…`): what follows it is not checked. */
const PLACEHOLDER = /[<>*{}[\]…]|^\.\.\.$|^(?:N+|X+|NAME|Name|Foo)(?:\.|$)/;

export const readTree = (root: string): Tree => {
  const files = new Set<string>();
  const folders = new Set<string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(root, dir))) {
      if (NOT_SOURCE.has(name)) continue;
      const path = dir === '' ? name : `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) {
        folders.add(path);
        walk(path);
      } else files.add(path);
    }
  };
  walk('');
  return { files, folders };
};

/** Leaves whose own text may hold `//` or `/*` that is no comment. */
const TEXT_LEAVES = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.PrivateIdentifier,
  ts.SyntaxKind.JsxText,
  ts.SyntaxKind.JsxTextAllWhiteSpaces,
]);

/**
 * The comments of a source file with the line each starts on, as TypeScript reads them (never a `//` inside a string).
 */
export const commentsOf = (path: string, text: string): { text: string; line: number }[] => {
  if (path.endsWith('.sh')) {
    return text.split('\n').flatMap((line, i) => {
      const at = line.search(/(^|\s)#(?!!)/);
      return at < 0 ? [] : [{ text: line.slice(at), line: i + 1 }];
    });
  }
  const kind = /\.tsx$/.test(path) ? ts.ScriptKind.TSX : /\.(m|c)?js$/.test(path) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, { text: string; line: number }>();
  const add = (pos: number, end: number): void => {
    if (!found.has(pos))
      found.set(pos, { text: text.slice(pos, end), line: source.getLineAndCharacterOfPosition(pos).line + 1 });
  };
  // Every literal (string, template, regex, JSX text) is a node; between two children of a node there
  // are only trivia and punctuation, so a `//` or `/*` there starts a comment.
  const scanGap = (from: number, to: number): void => {
    for (let i = from; i < to - 1; i += 1) {
      if (text[i] !== '/') continue;
      if (text[i + 1] === '/') {
        const end = text.indexOf('\n', i);
        add(i, end < 0 ? text.length : end);
        i = end < 0 ? text.length : end;
      } else if (text[i + 1] === '*') {
        const end = text.indexOf('*/', i + 2) + 2;
        add(i, end);
        i = end - 1;
      }
    }
  };
  const visit = (node: ts.Node): void => {
    const children: ts.Node[] = [];
    ts.forEachChild(
      node,
      (c) => void children.push(c),
      (cs) => void children.push(...cs),
    );
    if (children.length === 0) {
      // a literal's text is not trivia; any other leaf (a keyword, an empty block or `{}` in JSX) is all punctuation
      // and trivia
      if (node.kind !== ts.SyntaxKind.JsxText)
        scanGap(node.pos, TEXT_LEAVES.has(node.kind) ? node.getStart(source) : node.end);
      return;
    }
    let at = node.pos;
    for (const child of children) {
      scanGap(at, child.pos);
      visit(child);
      at = child.end;
    }
    scanGap(at, node.end);
  };
  visit(source);
  return [...found.values()].sort((a, b) => a.line - b.line);
};

/** Runs of characters a path is written with; prose around them (spaces, quotes, parentheses) ends one. */
const WORD = /[\w.\-/@<>*{}[\]…,:~$]+/g;

/**
 * The path-like words of a text: rooted (`src/main.ts`), relative (`./importGraph`, `../support/backends`), absolute
 * under the machine's work folder, file names.
 */
export const pathsIn = (text: string, markdown = false): { path: string; at: number }[] => {
  const found: { path: string; at: number }[] = [];
  for (const match of text.matchAll(WORD)) {
    const path = match[0].replace(/[.,:;]+$/, '').replace(/^[,:;]+/, '');
    if (path.includes('://') || path.includes('@') || path.includes('$')) continue; // URLs, e-mails, packages, template text
    if (/^[\w-]+\.[\w.-]+\//.test(path)) continue; // a host without its scheme (`js.pay.jp/v2/pay.js`)
    if (/(^|\/)\.\w+$/.test(path) && !/^\.\.?\//.test(path)) continue; // extensions (`.ts/.tsx`), not a file
    const at = match.index;
    if (/^\/work(\/|$)/.test(path)) found.push({ path, at });
    else if (/^\.\.?\//.test(path)) {
      // a doc quotes import specifiers (`'./importGraph'`) of code elsewhere; it names a file by its extension or a
      // folder by its slash
      if (!markdown || FILE_EXTENSION.test(path) || path.endsWith('/')) found.push({ path, at });
    } else if (ROOTED.some((top) => path.startsWith(`${top}/`))) found.push({ path, at });
    else if (path.startsWith('/') || path.startsWith(':'))
      continue; // routes and API paths
    else if (FILE_EXTENSION.test(path)) found.push({ path, at });
  }
  return found;
};

/** The part of a path before its first placeholder segment (`src/domain/<feature>/x.ts` → `src/domain`). */
const concretePart = (path: string): string => {
  const segments = path.split('/');
  const first = segments.findIndex((s) => PLACEHOLDER.test(s));
  return (first < 0 ? segments : segments.slice(0, first)).join('/').replace(/\/+$/, '');
};

/** Source files are named without their extension in comments as in imports (`./docReferences`). */
const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

const exists = (tree: Tree, path: string): boolean =>
  SOURCE_EXTENSIONS.some((ext) => tree.files.has(path + ext)) || tree.folders.has(path);

/** A short name (`di.tsx`, `shared/di.tsx`) names a file when some path of the tree ends with it. */
const endsSomePath = (tree: Tree, name: string): boolean => {
  const tail = `/${name}`;
  if (tree.files.has(name) || tree.folders.has(name)) return true;
  for (const file of tree.files) if (file.endsWith(tail)) return true;
  for (const folder of tree.folders) if (folder.endsWith(tail)) return true;
  return false;
};

/** Why a reference written in `file` is broken, or null when it names something of the tree. */
export const brokenBecause = (tree: Tree, file: string, written: string): BrokenReference['why'] | null => {
  if (/^\/work(\/|$)/.test(written)) return 'outside the repository';
  const concrete = concretePart(written);
  if (concrete === '' || concrete === '.' || concrete === '..') return null;
  if (WRITTEN_BY_TOOLS.has(concrete.split('/')[0] ?? '')) return null;
  if (/^\.\.?\//.test(concrete)) {
    const path = posix.normalize(posix.join(posix.dirname(file), concrete));
    if (path === '..' || path.startsWith('../')) return 'outside the repository';
    if (path === '.' || WRITTEN_BY_TOOLS.has(path.split('/')[0] ?? '')) return null;
    return exists(tree, path) ? null : 'missing';
  }
  if (ROOTED.some((top) => concrete === top || concrete.startsWith(`${top}/`)))
    return exists(tree, concrete) ? null : 'missing';
  return endsSomePath(tree, concrete) ? null : 'missing';
};

/** The module specifier of an import, an `export … from` or an `import()`, which is code, never a comment. */
const IMPORT_SPECIFIER =
  /^(\s*(?:(?:import|export|\})[^'"\n]*?\bfrom\s*|import\s*|[^/*\n][^\n]*?\bimport\(\s*))(['"])[^'"\n]*\2/gm;

/** Every path-like reference of a text with its line; `comments` reads only the comments of a source file. */
export const referencesOf = (file: string, text: string, comments: boolean): Reference[] => {
  // most source files name nothing but their imports: those need no parse
  if (comments && pathsIn(text.replace(IMPORT_SPECIFIER, '$1')).length === 0) return [];
  const chunks = comments ? commentsOf(file, text) : [{ text, line: 1 }];
  return chunks.flatMap((chunk) =>
    pathsIn(chunk.text, !comments).map(({ path, at }) => ({
      file,
      path,
      line: chunk.line + (chunk.text.slice(0, at).match(/\n/g)?.length ?? 0),
    })),
  );
};

/**
 * The files the check reads: every Markdown file, and every source file of src, test and scripts (and the root's
 * configs).
 */
export const documentsOf = (tree: Tree): { file: string; comments: boolean }[] => [
  ...[...tree.files].filter((f) => f.endsWith('.md')).map((file) => ({ file, comments: false })),
  ...[...tree.files]
    .filter((f) => /^(?:src|test|scripts)\//.test(f) || !f.includes('/'))
    .filter((f) => /\.(?:tsx?|mts|cts|mjs|cjs|js|sh)$/.test(f))
    .map((file) => ({ file, comments: true })),
];

const scanned = new Map<string, { tree: Tree; references: Reference[] }>();

/** The tree and every reference of the repository at `root`, read once per process. */
const repository = (root: string): { tree: Tree; references: Reference[] } => {
  const known = scanned.get(root);
  if (known) return known;
  const tree = readTree(root);
  const references = documentsOf(tree).flatMap(({ file, comments }) =>
    referencesOf(file, readFileSync(join(root, file), 'utf8'), comments),
  );
  const read = { tree, references };
  scanned.set(root, read);
  return read;
};

/** Every reference of the repository at `root` (with `planted` files added or replacing theirs) and the broken ones. */
export const checkReferences = (root: string, planted: Readonly<Record<string, string>> = {}) => {
  const { tree, references: own } = repository(root);
  const references = [
    ...own.filter((r) => !(r.file in planted)),
    ...Object.entries(planted).flatMap(([file, text]) => referencesOf(file, text, !file.endsWith('.md'))),
  ];
  const broken: BrokenReference[] = references.flatMap((ref) => {
    const why = brokenBecause(tree, ref.file, ref.path);
    return why === null ? [] : [{ ...ref, why }];
  });
  return { references, broken };
};

export const describeBroken = (b: BrokenReference): string => `${b.file}:${b.line}: ${b.path} (${b.why})`;
