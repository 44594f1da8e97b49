import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

const problems = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
};

const LITERAL_PATH =
  "no-restricted-syntax: A console path is written by its route name: pathOf('locks-logs', { id }) from ui/shell/routeTable.ts, never a literal path.";

describe('navigation in src/ui goes by route name', () => {
  it('a literal console path is an error: a link, a navigation, a template string', async () => {
    const code = [
      "import { Link, useNavigate } from 'react-router-dom';",
      'export const A = () => <Link to="/locks/">ロック一覧</Link>;',
      "export const useGo = () => { const navigate = useNavigate(); return () => void navigate('/home'); };",
      'export const groupPath = (id: string) => `/groups/${id}`;',
      "export const login = '/login?redirect=%2Fhome';",
      '',
    ].join('\n');
    expect(await problems('src/ui/locks/Bad.tsx', code)).toEqual([
      LITERAL_PATH,
      LITERAL_PATH,
      LITERAL_PATH,
      LITERAL_PATH,
    ]);
    expect(await problems('src/ui/locks/BadPresenter.ts', "export const to = '/account/billing/';\n")).toEqual([
      LITERAL_PATH,
    ]);
  });

  it('a route name passes, and so does a path outside the console (the dev mailbox, the root)', async () => {
    const code = [
      "import { Link } from 'react-router-dom';",
      "import { pathOf } from '../shell/routeTable';",
      "export const A = ({ id }: { id: string }) => <Link to={pathOf('locks-logs', { id })}>履歴</Link>;",
      "export const dev = '/dev/mailbox';",
      "export const root = '/';",
      "export const login = `${pathOf('login')}?redirect=${encodeURIComponent(root)}`;",
      '',
    ].join('\n');
    expect(await problems('src/ui/locks/Good.tsx', code)).toEqual([]);
  });

  it('the route table is the one file that writes console paths', async () => {
    expect(await problems('src/ui/shell/routeTable.ts', "export const home = '/home';\n")).toEqual([]);
  });
});

describe('a view does not read fp-ts', () => {
  const FP_TS = 'A view (.tsx) does not read fp-ts: its presenter turns the answer into state.';

  it('an fp-ts import in a .tsx file is an error, whatever the module', async () => {
    const code = [
      "import * as E from 'fp-ts/Either';",
      "import { pipe } from 'fp-ts/function';",
      'export const isRight = E.isRight;',
      'export const V = () => <p>{pipe(1, String)}</p>;',
      '',
    ].join('\n');
    expect(await problems('src/ui/locks/Bad.tsx', code)).toEqual([
      `no-restricted-imports: 'fp-ts/Either' import is restricted from being used by a pattern. ${FP_TS}`,
      `no-restricted-imports: 'fp-ts/function' import is restricted from being used by a pattern. ${FP_TS}`,
    ]);
  });

  it('a presenter (.ts) may', async () => {
    expect(
      await problems(
        'src/ui/locks/GoodPresenter.ts',
        "import * as E from 'fp-ts/Either';\nexport const isRight = E.isRight;\n",
      ),
    ).toEqual([]);
  });
});

describe('plan gating has one way: PlanGate.tsx', () => {
  const PLAN =
    'no-restricted-syntax: A view reads the plan through ui/shared/PlanGate.tsx: <PlanGate allows={rule}>, usePlanGate(rule), usePlanValue(select) or usePlanStatus().';

  it('a view that reads the plan context or resolves the plan presenter is an error', async () => {
    const code = [
      "import { usePlan } from '../shared/PlanContext';",
      "import { PlanPresenter } from '../shared/PlanPresenter';",
      "import { usePresenter } from '../shared/di';",
      'export const useCap = () => [usePlan(), usePresenter(PlanPresenter)];',
      '',
    ].join('\n');
    expect(await problems('src/ui/pins/Bad.tsx', code)).toEqual([PLAN, PLAN]);
  });

  it('a gate passes, and PlanGate.tsx itself reads the context', async () => {
    const view = [
      "import { usePlanGate } from '../shared/PlanGate';",
      "import type { PlanState } from '../shared/PlanPresenter';",
      "import { canInvite } from '../../domain/managers/manager';",
      'export const useGate = (): [string, PlanState | null] => [usePlanGate(canInvite), null];',
      '',
    ].join('\n');
    expect(await problems('src/ui/managers/Good.tsx', view)).toEqual([]);
    const gate = "import { usePlan } from './PlanContext';\nexport const usePlanned = () => usePlan();\n";
    expect(await problems('src/ui/shared/PlanGate.tsx', gate)).toEqual([]);
  });
});

describe('one presenter lifecycle: usePresenter opens, no view effect starts a presenter', () => {
  const LIFECYCLE =
    "no-restricted-syntax: A view does not start or drive its presenter from an effect: usePresenter(Presenter, params) opens it on mount and when the params change (ui/shared/di.tsx); a DOM event reaches an intent through the kit's DOM hooks (ui/shared/domHooks.ts).";

  it("a view's effect that starts a presenter (any start verb), or calls one, is an error", async () => {
    const code = [
      "import { useEffect, useLayoutEffect } from 'react';",
      "import * as React from 'react';",
      'type P = { open(): void; load(id: number): Promise<void>; forGroup(id: number): void; showAll(): void };',
      'export function Bad({ presenter, members, id }: { presenter: P; members: P; id: number }) {',
      '  useEffect(() => {',
      '    void presenter.load(id);',
      '  }, [presenter, id]);',
      '  useLayoutEffect(() => members.forGroup(id), [members, id]);',
      '  React.useEffect(() => presenter.open(), [presenter]);',
      '  useEffect(() => {',
      '    const print = () => presenter.showAll();',
      "    window.addEventListener('beforeprint', print);",
      "    return () => window.removeEventListener('beforeprint', print);",
      '  }, [presenter]);',
      '  return null;',
      '}',
      '',
    ].join('\n');
    expect(await problems('src/ui/groups/Bad.tsx', code)).toEqual([LIFECYCLE, LIFECYCLE, LIFECYCLE, LIFECYCLE]);
  });

  it('usePresenter with the params, a DOM hook for an event and an effect that only touches the DOM pass', async () => {
    const code = [
      "import { useEffect } from 'react';",
      "import { usePresenter } from '../shared/di';",
      "import { useWindowEvent } from '../shared/domHooks';",
      "import { useRouteParams } from '../shell/routeTable';",
      "import { LockLogsPresenter } from './LogPresenters';",
      'export function Good() {',
      "  const { id } = useRouteParams('locks-logs');",
      '  const presenter = usePresenter(LockLogsPresenter, { lockId: Number(id) });',
      "  useWindowEvent('beforeprint', () => presenter.now());",
      '  useEffect(() => {',
      "    document.getElementById('heading')?.focus();",
      '  }, []);',
      '  return null;',
      '}',
      '',
    ].join('\n');
    expect(await problems('src/ui/logs/Good.tsx', code)).toEqual([]);
  });

  it("the kit's own hooks may open and listen in an effect", async () => {
    const kit = [
      "import { useEffect } from 'react';",
      'export const useOpened = (presenter: { open(): void }) => useEffect(() => presenter.open(), [presenter]);',
      '',
    ].join('\n');
    expect(await problems('src/ui/shared/Planted.ts', kit)).toEqual([]);
  });
});
