import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadNotificationSettings } from '../../../src/application/notifications/LoadNotificationSettings';
import { AppErrors, type Outcome } from '../../../src/application/shared/AppError';
import type { NotificationSettings } from '../../../src/domain/notifications/notification';
import { MESSAGES } from '../../../src/domain/shared/messages';
import {
  NotificationSettingsPresenter,
  type NotificationSettingsState,
} from '../../../src/ui/notifications/NotificationSettingsPresenter';
import { signedIn } from '../../support/backends';
import { recordStates } from '../../support/presenters';
import { answerByHand } from '../../support/deferred';

afterEach(() => vi.restoreAllMocks());

const summary = (s: NotificationSettingsState): string =>
  s.status === 'ready'
    ? `ready:${s.settings.enabled ? 'on' : 'off'}:${s.settings.targets.map((t) => t.email).join('+')}`
    : s.status === 'loading'
      ? 'loading'
      : `${s.status}:${s.message}`;
const OLD: NotificationSettings = { enabled: false, targets: [] };
const NEW: NotificationSettings = { enabled: true, targets: [{ id: 1, email: 'security@example.jp' }] };

const setUp = async () => {
  const backend = await signedIn();
  const calls = answerByHand<Outcome<NotificationSettings>>(LoadNotificationSettings.prototype, 'execute');
  const presenter = backend.container.get(NotificationSettingsPresenter);
  return { presenter, calls, seen: recordStates(presenter, summary) };
};

describe('notification settings presenter: a stale load', () => {
  it('the first load answering after a second load is dropped: the second settings show', async () => {
    const { presenter, calls, seen } = await setUp();
    const first = presenter.open();
    const second = presenter.open();
    expect(calls).toHaveLength(2);
    await calls[1]?.answer(E.right(NEW));
    await calls[0]?.answer(E.right(OLD));
    await Promise.all([first, second]);
    expect(seen).toEqual(['loading', 'loading', 'loading', 'ready:on:security@example.jp']);
  });

  it('an older failure or plan refusal answering late does not replace the newer settings', async () => {
    const { presenter, calls } = await setUp();
    const loads = [presenter.open(), presenter.open(), presenter.open()];
    await calls[2]?.answer(E.right(NEW));
    await calls[0]?.answer(E.left(AppErrors.unavailable()));
    await calls[1]?.answer(E.left(AppErrors.planLimit(MESSAGES.planUnavailable)));
    await Promise.all(loads);
    expect(summary(presenter.snapshot)).toBe('ready:on:security@example.jp');
  });

  it('a newer failure is shown even when an older load succeeds after it', async () => {
    const { presenter, calls } = await setUp();
    const loads = [presenter.open(), presenter.open()];
    await calls[1]?.answer(E.left(AppErrors.unavailable()));
    await calls[0]?.answer(E.right(OLD));
    await Promise.all(loads);
    expect(presenter.snapshot).toEqual({ status: 'failed', message: MESSAGES.networkFailed });
  });

  it('an answer after the screen was left is dropped (still loading, nothing set)', async () => {
    const { presenter, calls, seen } = await setUp();
    const load = presenter.open();
    presenter.dispose();
    await calls[0]?.answer(E.right(NEW));
    await load;
    expect(seen).toEqual(['loading', 'loading']);
  });
});
