import { describe, expect, it } from 'vitest';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import {
  NotificationSettingsPresenter,
  type NotificationSettingsState,
} from '../../../src/ui/notifications/NotificationSettingsPresenter';
import { signedIn } from '../../support/backends';
import { effectsOf } from '../../support/presenters';

const describeState = (s: NotificationSettingsState): string => {
  if (s.status !== 'ready') return s.status === 'loading' ? 'loading' : `${s.status}:${s.message}`;
  return `ready:${s.settings.enabled ? 'on' : 'off'}:${s.settings.targets.length}`;
};

/** The page's alert: the failure of the last change (a field message leaves the submission idle instead). */
const alertOf = (presenter: NotificationSettingsPresenter): string | null =>
  presenter.submission.snapshot.status === 'failed' ? presenter.submission.snapshot.message : null;

const setUp = async () => {
  const backend = await signedIn();
  const presenter = backend.container.get(NotificationSettingsPresenter);
  const states: string[] = [];
  presenter.state$.subscribe((s) => states.push(describeState(s)));
  // the change out, between the states: its submission's action, and its failure (the page's alert)
  presenter.submission.state$.subscribe((s) => {
    if (s.status === 'submitting') states.push(`busy=${s.action ?? ''}`);
    if (s.status === 'failed') states.push(`alert=${s.message}`);
  });
  const toasts = effectsOf(presenter, { summarize: (e) => (e.kind === 'toast' ? e.message : undefined) });
  return { backend, presenter, states, toasts };
};

describe('notification settings presenter', () => {
  it('load, refused removal of the last address while on, switch off, removal, refused switch on', async () => {
    const { presenter, states, toasts } = await setUp();
    await presenter.open();
    await presenter.remove({ id: 2, email: 'facility.team@example.jp' });
    await presenter.remove({ id: 1, email: 'security@example.jp' });
    await presenter.toggle(false);
    await presenter.remove({ id: 1, email: 'security@example.jp' });
    await presenter.toggle(true);
    expect(states).toEqual([
      'loading',
      'loading',
      'ready:on:2',
      'busy=remove:2',
      'ready:on:1',
      'busy=remove:1',
      'alert=通知がONの間は、最後の通知先メールアドレスを削除できません。通知をOFFにしてから削除してください。',
      'busy=switch',
      'ready:off:1',
      'busy=remove:1',
      'ready:off:0',
      'busy=switch',
      'alert=通知をONにするには、通知先メールアドレスを1件以上登録してください。',
    ]);
    expect(describeState(presenter.snapshot)).toBe('ready:off:0');
    expect(toasts).toEqual(['削除しました。', '通知をOFFにしました。', '削除しました。']);
  });

  it('an invalid address comes back as a field message, no alert; a valid one is added', async () => {
    const { presenter, toasts } = await setUp();
    await presenter.open();
    expect(await presenter.add({ email: 'x@' })).toEqual({ email: 'メールアドレスの形式が正しくありません。' });
    expect(describeState(presenter.snapshot)).toBe('ready:on:2');
    expect(alertOf(presenter)).toBeNull();
    expect(presenter.snapshot).toMatchObject({ added: 0 });
    expect(await presenter.add({ email: 'night@example.jp' })).toBeUndefined();
    expect(describeState(presenter.snapshot)).toBe('ready:on:3');
    // the add form starts over (ConsoleForm restartOn)
    expect(presenter.snapshot).toMatchObject({ added: 1 });
    expect(toasts).toEqual(['登録しました。']);
  });

  it('a second change while one is out sends nothing', async () => {
    const { backend, presenter } = await setUp();
    await presenter.open();
    await Promise.all([presenter.add({ email: 'one@example.jp' }), presenter.add({ email: 'two@example.jp' })]);
    expect(backend.world.read((s) => s.notificationTargets.map((t) => t.email))).toEqual([
      'security@example.jp',
      'facility.team@example.jp',
      'one@example.jp',
    ]);
  });

  it('a failed call has its own alert and the screen stays ready', async () => {
    const { backend, presenter } = await setUp();
    await presenter.open();
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    await presenter.toggle(false);
    expect(describeState(presenter.snapshot)).toBe('ready:on:2');
    expect(alertOf(presenter)).toBe('サーバーとの通信に失敗しました。時間をおいて再度お試しください。');
  });

  it('organization 2: unavailable with the plan message', async () => {
    const { backend } = await setUp();
    backend.container.get(SwitchOrganization).execute(2);
    // the page is opened in organization 2 (a page made before the switch acts in organization 1 only)
    const presenter = backend.container.get(NotificationSettingsPresenter);
    await presenter.open();
    expect(describeState(presenter.snapshot)).toBe('unavailable:ご利用のプランではこの機能はお使いいただけません。');
  });
});
