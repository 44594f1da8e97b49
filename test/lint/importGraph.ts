import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * file → the files it imports (relative specifiers only), every kind: value, type-only, `export … from`, `import()`.
 */
export type ImportGraph = ReadonlyMap<string, ReadonlyArray<string>>;

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

const resolveSpecifier = (from: string, specifier: string): string | null => {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
};

/**
 * The specifiers a file imports, as TypeScript's own pre-processor reads them (type-only and dynamic ones included).
 */
export const importsOf = (text: string): string[] =>
  ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((s) => s.startsWith('.'));

/** The import graph of every .ts/.tsx file under root (paths relative to cwd). */
export const importGraph = (root: string, overrides: Readonly<Record<string, string>> = {}): ImportGraph => {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const key = relative(process.cwd(), file);
    const text = overrides[key] ?? readFileSync(file, 'utf8');
    const targets = importsOf(text)
      .map((s) => resolveSpecifier(file, s))
      .filter((t): t is string => t !== null);
    graph.set(key, [...new Set(targets.map((t) => relative(process.cwd(), t)))]);
  }
  return graph;
};

/** Every strongly connected component of more than one file (or a file importing itself): each is an import cycle. */
export const cyclesOf = (graph: ImportGraph): string[][] => {
  // Tarjan's algorithm, iterative depth kept small: src has a few hundred files
  let index = 0;
  const indices = new Map<string, number>();
  const lowlink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    indices.set(v, index);
    lowlink.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        lowlink.set(v, Math.min(lowlink.get(v) ?? 0, lowlink.get(w) ?? 0));
      } else if (onStack.has(w)) {
        lowlink.set(v, Math.min(lowlink.get(v) ?? 0, indices.get(w) ?? 0));
      }
    }
    if (lowlink.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return cycles;
};

/**
 * folder → the folders its files import, from a file graph: a file's folder is the directory holding it (relative to
 * `base`), and an import within one folder is no edge. Two folders whose files import each other, however
 * indirectly, are one knot even when no file imports itself back.
 */
export const folderGraph = (files: ImportGraph, base = '.'): ImportGraph => {
  const graph = new Map<string, Set<string>>();
  const folderOf = (file: string): string => relative(base, dirname(file)) || '.';
  for (const [file, targets] of files) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of targets) if (folderOf(target) !== from) edges.add(folderOf(target));
  }
  return new Map([...graph].map(([folder, edges]) => [folder, [...edges].sort()]));
};

/** The folder cycles under root (folders named from base), each sorted, the cycles in a stable order. */
export const folderCyclesOf = (root: string, base = '.'): string[][] =>
  cyclesOf(folderGraph(importGraph(root), base)).sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
