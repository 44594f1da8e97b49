import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

const problems = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
};

describe('the dependency rule is a lint error, not a good intention', () => {
  it('domain may not import application, infrastructure or ui', async () => {
    expect(
      await problems(
        'src/domain/locks/bad.ts',
        "import { World } from '../../infrastructure/memory/world/World';\nexport const x = World;\n",
      ),
    ).toContainEqual(expect.stringContaining('domain must not import infrastructure'));
    expect(
      await problems(
        'src/domain/locks/bad.ts',
        "import { Login } from '../../application/session/Login';\nexport const x = Login;\n",
      ),
    ).toContainEqual(expect.stringContaining('domain must not import application'));
  });

  it('domain may not import a framework', async () => {
    expect(
      await problems('src/domain/locks/bad.ts', "import { useState } from 'react';\nexport const x = useState;\n"),
    ).toContainEqual(expect.stringContaining('must not import the package react'));
    expect(
      await problems('src/domain/locks/bad.ts', "import * as t from 'io-ts';\nexport const x = t;\n"),
    ).toContainEqual(expect.stringContaining('must not import the package io-ts'));
  });

  it('application may not import infrastructure or ui', async () => {
    expect(
      await problems(
        'src/application/locks/Bad.ts',
        "import { HttpClient } from '../../infrastructure/http/HttpClient';\nexport const x = HttpClient;\n",
      ),
    ).toContainEqual(expect.stringContaining('application must not import infrastructure'));
  });

  it('ui may not import infrastructure', async () => {
    expect(
      await problems(
        'src/ui/locks/Bad.tsx',
        "import { World } from '../../infrastructure/memory/world/World';\nexport const x = World;\n",
      ),
    ).toContainEqual(expect.stringContaining('ui must not import infrastructure'));
  });

  it('infrastructure reaches application only through ports', async () => {
    expect(
      await problems(
        'src/infrastructure/http/Bad.ts',
        "import { Login } from '../../application/session/Login';\nexport const x = Login;\n",
      ),
    ).toContainEqual(expect.stringContaining('infrastructure may import ports only'));
    // a feature's own port is a port: allowed
    expect(
      await problems(
        'src/infrastructure/http/Good.ts',
        "import { GroupsGateway } from '../../application/groups/ports/GroupsGateway';\nexport const x = GroupsGateway;\n",
      ),
    ).not.toContainEqual(expect.stringContaining('infrastructure may import ports only'));
  });

  it('any, eval and dangerouslySetInnerHTML are errors', async () => {
    const found = await problems(
      'src/ui/locks/Bad.tsx',
      "export const a: any = 1;\nexport const b = eval('1');\nexport const C = () => <div dangerouslySetInnerHTML={{ __html: 'x' }} />;\n",
    );
    expect(found).toContainEqual(expect.stringContaining('@typescript-eslint/no-explicit-any'));
    expect(found).toContainEqual(expect.stringContaining('no-eval'));
    expect(found).toContainEqual(expect.stringContaining('dangerouslySetInnerHTML is not allowed'));
  });

  it('a spinner with aria-label (axe: aria-prohibited-attr) is an error; the shared BusySpinner is the way', async () => {
    const found = await problems(
      'src/ui/locks/Bad.tsx',
      "import { Spinner } from '@chakra-ui/react';\nexport const S = () => <Spinner aria-label='読み込み中' />;\n",
    );
    expect(found).toContainEqual(expect.stringContaining('A Spinner cannot carry aria-label'));
    expect(
      await problems(
        'src/ui/locks/Good.tsx',
        "import { Spinner } from '@chakra-ui/react';\nexport const S = () => <Spinner aria-hidden='true' />;\n",
      ),
    ).toEqual([]);
  });

  it('a re-export (`export … from`) is an import too', async () => {
    expect(
      await problems('src/domain/locks/bad.ts', "export { World } from '../../infrastructure/memory/world/World';\n"),
    ).toContainEqual(expect.stringContaining('domain must not import infrastructure'));
    expect(await problems('src/application/locks/Bad.ts', "export * from '../../ui/shared/notify';\n")).toContainEqual(
      expect.stringContaining('application must not import ui'),
    );
  });

  it('a dynamic import() is an import too', async () => {
    expect(
      await problems(
        'src/ui/locks/Bad.tsx',
        "export const load = () => import('../../infrastructure/memory/world/World');\n",
      ),
    ).toContainEqual(expect.stringContaining('ui must not import infrastructure'));
    expect(await problems('src/domain/locks/bad.ts', "export const load = () => import('react');\n")).toContainEqual(
      expect.stringContaining('must not import the package react'),
    );
  });

  it('a file in a folder of no layer is an error, and so is importing one or reaching outside src', async () => {
    expect(await problems('src/lib/helpers.ts', 'export const x = 1;\n')).toEqual([
      'boundaries/no-unknown-files: File is not of any known element type',
    ]);
    expect(
      await problems('src/domain/locks/bad.ts', "import { y } from '../../lib/helpers';\nexport const x = y;\n"),
    ).toContainEqual(expect.stringContaining('boundaries/no-unknown'));
    expect(
      await problems(
        'src/ui/locks/Bad.tsx',
        "import { contentSecurityPolicy } from '../../../scripts/csp.mjs';\nexport const x = contentSecurityPolicy;\n",
      ),
    ).toContainEqual(expect.stringContaining('boundaries/no-ignored'));
  });

  it('an import cycle is an error, through a dynamic import() too', async () => {
    // planted over a real file: systems.ts imports brandTheme.ts, which now imports systems.ts back
    expect(
      await problems(
        'src/ui/shell/brandTheme.ts',
        "import { lightSystem } from './systems';\nexport const brandTheme = lightSystem;\n",
      ),
    ).toEqual(['import-x/no-cycle: Dependency cycle detected']);
    // fullSystem.ts imports brandTheme.ts; a lazy import of fullSystem from brandTheme closes the loop
    expect(
      await problems(
        'src/ui/shell/brandTheme.ts',
        "export const load = () => import('./fullSystem');\nexport const brandTheme = {};\n",
      ),
    ).toEqual(['import-x/no-cycle: Dependency cycle detected']);
  });

  it('a correct import passes', async () => {
    expect(
      await problems(
        'src/application/locks/Good.ts',
        "import { formatYen } from '../../domain/shared/money';\nexport const x = formatYen;\n",
      ),
    ).toEqual([]);
  });
});
