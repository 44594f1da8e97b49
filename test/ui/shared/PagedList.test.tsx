// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { canOpenLogScreen, visibleLogTabs } from '../../../src/domain/logs/gates';
import { PagedList } from '../../../src/ui/shared/PagedList';
import type { PagedView } from '../../../src/ui/shared/PagedQuery';
import { PlanGate, usePlanValue } from '../../../src/ui/shared/PlanGate';
import { ContainerProvider } from '../../../src/ui/shared/di';
import { PlanProvider } from '../../../src/ui/shared/PlanContext';
import { memoryBackend } from '../../support/backends';

afterEach(cleanup);

const view = (change: Partial<PagedView<string>>): PagedView<string> => ({
  status: 'ready',
  rows: [],
  total: 0,
  perPage: 2,
  page: 1,
  message: null,
  ...change,
});

const show = (
  list: PagedView<string>,
  calls: string[] = [],
  extra: { pastEnd?: string; turningSpinner?: boolean } = {},
) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <PagedList
        {...extra}
        list={list}
        empty="利用者はいません。"
        onRetry={() => calls.push('retry')}
        onPageChange={(page) => calls.push(`page ${page}`)}
        pagerLabel="利用者一覧のページ送り"
      >
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </PagedList>
    </ChakraProvider>,
  );

describe('PagedList: the one paged list of the screens', () => {
  it('loading: the spinner and nothing else', () => {
    show(view({ status: 'loading' }));
    expect(screen.getByRole('status').textContent).toContain('読み込み中');
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.queryByText('利用者はいません。')).toBeNull();
  });

  it('failed: the message and a retry of the same page', () => {
    const calls: string[] = [];
    show(view({ status: 'failed', message: '通信に失敗しました。' }), calls);
    expect(screen.getByTestId('load-failed').textContent).toContain('通信に失敗しました。');
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(calls).toEqual(['retry']);
  });

  it('empty: the empty title, no pager', () => {
    show(view({}));
    expect(screen.getByText('利用者はいません。')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a page past the end (no total from the server): its sentence instead of the empty state, the pager kept', () => {
    show(view({ page: 2, total: 4 }), [], { pastEnd: 'これ以上の履歴はありません。' });
    expect(screen.getByText('これ以上の履歴はありません。')).toBeTruthy();
    expect(screen.queryByText('利用者はいません。')).toBeNull();
    expect(screen.getByRole('navigation', { name: '利用者一覧のページ送り' })).toBeTruthy();
  });

  it('turningSpinner: a spinner beside the pager while the next page loads over the kept rows, none when ready', () => {
    show(view({ status: 'loading', rows: ['田中', '佐藤'], total: 5 }), [], { turningSpinner: true });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByTestId('busy-spinner')).toHaveLength(1);
    cleanup();
    show(view({ rows: ['田中', '佐藤'], total: 5 }), [], { turningSpinner: true });
    expect(screen.queryByTestId('busy-spinner')).toBeNull();
  });

  it('rows: the rows, then the pager of the pages', () => {
    show(view({ rows: ['田中', '佐藤'], total: 5 }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['田中', '佐藤']);
    const pager = screen.getByRole('navigation', { name: '利用者一覧のページ送り' });
    expect(pager.textContent).toContain('123');
  });

  it('rows kept while the next page loads stay on screen, marked busy, without a spinner', () => {
    const { container } = show(view({ status: 'loading', rows: ['田中'], total: 5 }));
    expect(screen.getByText('田中')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

function Tabs() {
  const tabs = usePlanValue(visibleLogTabs);
  return <p>{tabs === null ? 'まだ' : tabs.join(',')}</p>;
}

describe('PlanGate given the plan, and usePlanValue', () => {
  const mount = async (element: ReactNode) => {
    const backend = memoryBackend();
    await backend.signIn('manager@example.jp');
    render(
      <ChakraProvider value={defaultSystem}>
        <ContainerProvider container={backend.container}>
          <PlanProvider>{element}</PlanProvider>
        </ContainerProvider>
      </ChakraProvider>,
    );
  };

  it('children written as a function get the plan that allowed them', async () => {
    await mount(
      <PlanGate allows={canOpenLogScreen} message="ご利用のプランではこの機能はお使いいただけません。">
        {(plan) => <p>{`履歴 ${String(plan.displayLockLog)}`}</p>}
      </PlanGate>,
    );
    expect(await screen.findByText('履歴 true')).toBeTruthy();
  });

  it('a value the plan decides is null until the plan is read', async () => {
    await mount(<Tabs />);
    expect(screen.getByText('まだ')).toBeTruthy();
    expect(await screen.findByText('lockLog,entryExitLog,timecard')).toBeTruthy();
  });
});
