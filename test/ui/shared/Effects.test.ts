import { describe, expect, it } from 'vitest';
import { AppErrors } from '../../../src/application/shared/AppError';
import { Effects, type Effect } from '../../../src/ui/shared/Effects';

const collect = (effects: Effects) => {
  const seen: Effect[] = [];
  const subscription = effects.effects$.subscribe((e) => seen.push(e));
  return { seen, stop: () => subscription.unsubscribe() };
};

describe('Effects', () => {
  it('delivers toasts and navigation in order', () => {
    const effects = new Effects();
    const { seen } = collect(effects);
    effects.success('保存しました。');
    effects.failure(AppErrors.unavailable('失敗しました。'));
    effects.navigate('/guests', { replace: true });
    expect(seen).toEqual([
      { kind: 'toast', tone: 'success', message: '保存しました。' },
      { kind: 'toast', tone: 'error', message: '失敗しました。' },
      { kind: 'navigate', to: '/guests', replace: true },
    ]);
  });

  it('reload: a full page load of the path, apart from a navigation', () => {
    const effects = new Effects();
    const { seen } = collect(effects);
    effects.reload('/home');
    expect(seen).toEqual([{ kind: 'reload', to: '/home' }]);
  });

  it('effects raised before anyone listens are delivered to the first listener, once', () => {
    const effects = new Effects();
    effects.error('読み込めませんでした。');
    const first = collect(effects);
    const second = collect(effects);
    expect(first.seen).toEqual([{ kind: 'toast', tone: 'error', message: '読み込めませんでした。' }]);
    expect(second.seen).toEqual([]);
  });

  it('confirm: yes runs the action before the question settles; no runs nothing', async () => {
    const effects = new Effects();
    const { seen } = collect(effects);
    const ran: string[] = [];
    const yes = effects.confirm({ title: '削除', message: '削除しますか？' }, async () => void ran.push('deleted'));
    const asked = seen[0];
    if (asked?.kind !== 'confirm') throw new Error('no question asked');
    expect(asked.request).toEqual({ title: '削除', message: '削除しますか？' });
    await asked.answer(true);
    expect(await yes).toBe(true);
    expect(ran).toEqual(['deleted']);

    const no = effects.confirm({ title: '削除', message: '削除しますか？' }, async () => void ran.push('again'));
    const second = seen[1];
    if (second?.kind !== 'confirm') throw new Error('no question asked');
    await second.answer(false);
    expect(await no).toBe(false);
    expect(ran).toEqual(['deleted']);
  });
});
