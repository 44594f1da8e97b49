import { describe, expect, it } from 'vitest';
import { AddNotificationEmail } from '../../../src/application/notifications/AddNotificationEmail';
import { LoadNotificationSettings } from '../../../src/application/notifications/LoadNotificationSettings';
import { RemoveNotificationEmail } from '../../../src/application/notifications/RemoveNotificationEmail';
import { SetNotificationSwitch } from '../../../src/application/notifications/SetNotificationSwitch';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import type { NotificationSettings } from '../../../src/domain/notifications/notification';
import { BACKENDS, signedIn } from '../../support/backends';
import { failedWith, failure, failureOfKind, invalid, rightOf, success } from '../../support/outcomes';

describe.each(BACKENDS)('lock-status notifications on the %s backend', (_name, makeBackend) => {
  const arrange = async () => {
    const backend = await signedIn(makeBackend);
    const load = async (): Promise<NotificationSettings> => {
      return rightOf(await backend.container.get(LoadNotificationSettings).execute());
    };
    return { backend, load };
  };

  it('loads the switch and the two seeded addresses', async () => {
    const { load } = await arrange();
    expect(await load()).toEqual({
      enabled: true,
      targets: [
        { id: 1, email: 'security@example.jp' },
        { id: 2, email: 'facility.team@example.jp' },
      ],
    });
  });

  it('organization 2 has no notification function: the plan message, nothing else fetched', async () => {
    const { backend } = await arrange();
    await backend.container.get(SwitchOrganization).execute(2);
    expect(await backend.container.get(LoadNotificationSettings).execute()).toEqual(
      failure('PlanLimit', 'ご利用のプランではこの機能はお使いいただけません。'),
    );
  });

  it('toggling saves notify_lock_status at once', async () => {
    const { backend, load } = await arrange();
    const result = rightOf(await backend.container.get(SetNotificationSwitch).execute(await load(), false));
    expect(result.enabled).toBe(false);
    expect(backend.world.read((s) => s.notifyLockStatus['1'])).toBe(false);
    expect((await load()).enabled).toBe(false);
  });

  it('the last address cannot be removed while on, and the switch cannot go on with none', async () => {
    const { backend, load } = await arrange();
    const remove = backend.container.get(RemoveNotificationEmail);
    const afterFirst = rightOf(await remove.execute(await load(), 2));
    expect(afterFirst.targets).toEqual([{ id: 1, email: 'security@example.jp' }]);
    expect(await remove.execute(await load(), 1)).toEqual(
      invalid('通知がONの間は、最後の通知先メールアドレスを削除できません。通知をOFFにしてから削除してください。'),
    );
    await backend.container.get(SetNotificationSwitch).execute(await load(), false);
    expect(await remove.execute(await load(), 1)).toEqual(success());
    expect(await backend.container.get(SetNotificationSwitch).execute(await load(), true)).toEqual(
      invalid('通知をONにするには、通知先メールアドレスを1件以上登録してください。'),
    );
    expect(backend.world.read((s) => s.notifyLockStatus['1'])).toBe(false);
  });

  it('addresses are trimmed, checked, not repeated and at most 5', async () => {
    const { backend, load } = await arrange();
    const add = backend.container.get(AddNotificationEmail);
    expect(await add.execute(await load(), 'bad@')).toEqual(invalid('メールアドレスの形式が正しくありません。'));
    expect(await add.execute(await load(), 'Security@example.jp')).toEqual(
      invalid('このメールアドレスは既に通知先に登録されています。'),
    );
    for (const email of [' a@example.jp ', 'b@example.jp', 'c@example.jp'])
      expect(await add.execute(await load(), email)).toEqual(success());
    expect((await load()).targets.map((t) => t.email)).toEqual([
      'security@example.jp',
      'facility.team@example.jp',
      'a@example.jp',
      'b@example.jp',
      'c@example.jp',
    ]);
    expect(await add.execute(await load(), 'd@example.jp')).toEqual(
      invalid('通知先メールアドレスは5件まで登録できます。'),
    );
  });

  it("the server refuses a sixth address even when the screen's list was stale", async () => {
    const { backend, load } = await arrange();
    const stale = await load();
    backend.world.write((s) => {
      for (const email of ['x@example.jp', 'y@example.jp', 'z@example.jp'])
        s.notificationTargets.push({ id: s.notificationTargets.length + 10, organizationId: 1, email });
    });
    const result = await backend.container.get(AddNotificationEmail).execute(stale, 'late@example.jp');
    expect(result).toEqual(failureOfKind('Invalid'));
    expect(result).toEqual(failedWith('通知先メールアドレスを登録できませんでした。時間をおいて再度お試しください。'));
    expect(backend.world.read((s) => s.notificationTargets.filter((t) => t.organizationId === 1).length)).toBe(5);
  });
});
