import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

const problems = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
};

const PORTS = 'ui depends on use cases, not ports';
const VIEWS = 'a view resolves its presenter';

describe('presenters depend on use cases and views on presenters (a lint error)', () => {
  it('a presenter injecting a port is an error', async () => {
    const found = await problems(
      'src/ui/locks/BadPresenter.ts',
      "import { inject, injectable } from 'inversify';\nimport { Clock } from '../../application/ports/Clock';\n" +
        '@injectable()\nexport class BadPresenter {\n  constructor(@inject(Clock) readonly clock: Clock) {}\n}\n',
    );
    expect(found).toContainEqual(expect.stringContaining(PORTS));
  });

  it('a port type is allowed, and so is a use case', async () => {
    const found = await problems(
      'src/ui/locks/GoodPresenter.ts',
      "import type { NewsItem } from '../../application/ports/NewsFeed';\n" +
        "import { ReadClock } from '../../application/shared/ReadClock';\n" +
        'export const news: NewsItem | null = null;\nexport const used = ReadClock;\n',
    );
    expect(found).toEqual([]);
  });

  it('a view resolving a use case or a port from the container is an error', async () => {
    const found = await problems(
      'src/ui/session/BadPage.tsx',
      "import { Logout } from '../../application/session/Logout';\nimport { useService } from '../shared/di';\n" +
        'export default function BadPage() {\n  const logout = useService(Logout);\n  return <button onClick={() => void logout.execute()}>x</button>;\n}\n',
    );
    expect(found).toContainEqual(expect.stringContaining(VIEWS));
  });

  it('a shell view resolving from the container is an error too', async () => {
    const found = await problems(
      'src/ui/shell/BadProvider.tsx',
      "import { LoadPlanFunctions } from '../../application/session/LoadPlanFunctions';\nimport { useService } from '../shared/di';\n" +
        'export function BadProvider() {\n  const load = useService(LoadPlanFunctions);\n  return <div>{String(load)}</div>;\n}\n',
    );
    expect(found).toContainEqual(expect.stringContaining(VIEWS));
  });

  it('a presenter making its own LatestRequest or PagedQuery is an error (the base presenter makes them and cancels them)', async () => {
    const found = await problems(
      'src/ui/locks/BadPresenter.ts',
      "import { LatestRequest } from '../shared/LatestRequest';\nimport type { PagedQuery } from '../shared/PagedQuery';\n" +
        'export const latest = new LatestRequest();\nexport type List = PagedQuery<string, string>;\n',
    );
    expect(found).toEqual([expect.stringContaining('this.latestRequest()')]);
  });
});
