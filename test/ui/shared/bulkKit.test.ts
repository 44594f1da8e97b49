import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { CallPool } from '../../../src/application/shared/CallPool';
import type { BulkResult } from '../../../src/domain/shared/bulk';
import { sendEach } from '../../../src/application/shared/sendEach';
import { BulkRun, type BulkAction } from '../../../src/ui/shared/bulk/BulkRun';
import { BulkSelection } from '../../../src/ui/shared/bulk/BulkSelection';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly expired: boolean;
}
const row = (id: number, expired = true): Row => ({ id, name: `PIN${id}`, expired });

describe('the bulk selection', () => {
  it('keeps ticks across pages, by key, in the order ticked; refuses rows that may not be ticked', () => {
    const selection = new BulkSelection<Row>(
      (r) => r.id,
      (r) => r.expired,
    );
    const page1 = [row(1), row(2), row(3, false)];
    const page2 = [row(4), row(5)];
    selection.toggle(row(2));
    selection.tickPage(page2, true);
    expect(selection.pageTick(page1)).toBe('some');
    expect(selection.pageTick(page2)).toBe('all');
    selection.tickPage(page1, true);
    expect(selection.items.map((r) => r.id)).toEqual([2, 4, 5, 1]);
    selection.toggle(row(3, false));
    expect(selection.has(row(3, false))).toBe(false);
    // the same page read again (new objects) is still ticked
    expect(selection.pageTick([row(1), row(2), row(3, false)])).toBe('all');
    selection.tickPage(page2, false);
    expect(selection.items.map((r) => r.id)).toEqual([2, 1]);
    selection.keepOnly((r) => r.id !== 2);
    expect(selection.items.map((r) => r.id)).toEqual([1]);
    selection.clear();
    expect(selection.snapshot.keys.size).toBe(0);
  });
});

/** A send that answers each item as `answers` says, counting the requests. */
const scripted = (answers: Map<number, Array<'ok' | 'fail'>>) => {
  const requests: number[] = [];
  const send: BulkAction<Row>['send'] = async (items, pool, onResult) => {
    const results: Array<BulkResult<Row>> = [];
    items
      .filter((r) => !r.expired)
      .forEach((item) => {
        const result = { item, status: 'refused' as const, message: '対象外です。' };
        results.push(result);
        onResult(result);
      });
    await sendEach(
      pool as CallPool,
      items.filter((r) => r.expired),
      async (item) => {
        requests.push(item.id);
        return answers.get(item.id)?.shift() ?? 'ok';
      },
      ({ item, answer }) =>
        onResult(
          answer === 'ok'
            ? { item, status: 'done', message: '削除しました。' }
            : { item, status: 'failed', message: '削除に失敗しました。' },
        ),
    );
    return E.right(results);
  };
  return { requests, send };
};

const actionOf = (send: BulkAction<Row>['send'], settled: string[] = []): BulkAction<Row> => ({
  title: '期限切れの暗証番号を削除',
  message: '次の暗証番号を削除します。',
  confirmLabel: '削除する',
  verb: '削除',
  destructive: true,
  keyOf: (r) => r.id,
  labelOf: (r) => r.name,
  send,
  settled: (items) => void settled.push(items.map((i) => `${i.key}:${i.status}`).join(',')),
});

describe('the bulk run', () => {
  it('asks first (nothing sent), then one request per item with each answer, retry one, retry all', async () => {
    const { requests, send } = scripted(
      new Map([
        [2, ['fail', 'fail', 'ok']],
        [3, ['fail', 'ok']],
      ]),
    );
    const settled: string[] = [];
    const run = new BulkRun<Row>();
    run.ask([row(1), row(2), row(3), row(4, false)], actionOf(send, settled));
    expect(run.snapshot).toMatchObject({ status: 'asking', answered: 0, summary: '' });
    expect(requests).toEqual([]);
    await run.confirm();
    expect(requests).toEqual([1, 2, 3]);
    const after = run.snapshot;
    expect(after.status).toBe('answered');
    if (after.status === 'closed') throw new Error('closed');
    expect(after.items.map((i) => [i.label, i.status, i.message])).toEqual([
      ['PIN1', 'done', '削除しました。'],
      ['PIN2', 'failed', '削除に失敗しました。'],
      ['PIN3', 'failed', '削除に失敗しました。'],
      ['PIN4', 'refused', '対象外です。'],
    ]);
    expect(after.summary).toBe('4件中 1件を削除しました（失敗 2件・対象外 1件）');
    await run.retry(2);
    expect(requests).toEqual([1, 2, 3, 2]);
    await run.retry(1);
    expect(requests).toEqual([1, 2, 3, 2]);
    await run.retryAll();
    expect(requests).toEqual([1, 2, 3, 2, 2, 3]);
    expect(run.snapshot).toMatchObject({
      status: 'answered',
      answered: 4,
      summary: '4件中 3件を削除しました（対象外 1件）',
    });
    expect(settled).toEqual([
      '1:done,2:failed,3:failed,4:refused',
      '1:done,2:failed,3:failed,4:refused',
      '1:done,2:done,3:done,4:refused',
    ]);
    run.close();
    expect(run.snapshot).toEqual({ status: 'closed' });
  });

  it('an item waiting for its answer is not sent again, and the dialog does not close meanwhile', async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requests: number[] = [];
    const run = new BulkRun<Row>();
    run.ask(
      [row(1)],
      actionOf(async (items, pool, onResult) => {
        await sendEach(
          pool,
          items,
          async (item) => {
            requests.push(item.id);
            await gate;
          },
          ({ item }) => onResult({ item, status: 'done', message: '削除しました。' }),
        );
        return E.right(null);
      }),
    );
    const sending = run.confirm();
    expect(run.snapshot).toMatchObject({ status: 'sending', answered: 0 });
    void run.confirm();
    void run.retryAll();
    run.close();
    expect(run.snapshot.status).toBe('sending');
    release();
    await sending;
    expect(requests).toEqual([1]);
    expect(run.snapshot).toMatchObject({ status: 'answered', summary: '1件中 1件を削除しました' });
  });

  it('a refusal of the whole run fails every item with its words, to retry later', async () => {
    const run = new BulkRun<Row>();
    run.ask(
      [row(1), row(2)],
      actionOf(() =>
        Promise.resolve(E.left({ kind: 'OrganizationChanged' as const, message: 'この組織では操作できません。' })),
      ),
    );
    await run.confirm();
    expect(run.snapshot).toMatchObject({
      status: 'answered',
      summary: '2件中 0件を削除しました（失敗 2件）',
      items: [
        { key: 1, status: 'failed', message: 'この組織では操作できません。' },
        { key: 2, status: 'failed', message: 'この組織では操作できません。' },
      ],
    });
  });

  it('the screen left: nothing waiting is sent, no answer lands', async () => {
    const { requests, send } = scripted(new Map());
    const run = new BulkRun<Row>();
    run.ask(
      [1, 2, 3, 4, 5, 6].map((id) => row(id)),
      actionOf(send),
    );
    const sending = run.confirm();
    run.dispose();
    await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, 20))]);
    expect(requests).toEqual([1, 2, 3, 4]);
    expect(run.snapshot).toMatchObject({ status: 'sending', answered: 0 });
  });
});
