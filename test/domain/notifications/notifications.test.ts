import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBlockedReason,
  MAX_NOTIFICATION_EMAILS,
  removeBlockedReason,
  switchBlockedReason,
  validateNotificationEmail,
  type NotificationSettings,
} from '../../../src/domain/notifications/notification';

const targets = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, email: `n${i + 1}@example.jp` }));
const settings = (enabled: boolean, n: number): NotificationSettings => ({ enabled, targets: targets(n) });

describe('notification e-mails (devices-access §5)', () => {
  it('each address is required and valid', () => {
    const validate = validateNotificationEmail([]);
    expect(validate('')).toBe('メールアドレスを入力してください。');
    expect(validate('   ')).toBe('メールアドレスを入力してください。');
    expect(validate('a@b')).toBe('メールアドレスの形式が正しくありません。');
    expect(validate(' ok@example.jp ')).toBeUndefined();
  });
  it('an address already listed is refused, whatever its case', () => {
    expect(validateNotificationEmail(targets(2))(' N1@Example.JP')).toBe(
      'このメールアドレスは既に通知先に登録されています。',
    );
  });
  it('up to 5 addresses', () => {
    expect(MAX_NOTIFICATION_EMAILS).toBe(5);
    expect(addBlockedReason(settings(false, 4))).toBeUndefined();
    expect(addBlockedReason(settings(true, 5))).toBe('通知先メールアドレスは5件まで登録できます。');
  });
  it('free text never throws and gets one of the known answers', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect([
          undefined,
          'メールアドレスを入力してください。',
          'メールアドレスの形式が正しくありません。',
          'このメールアドレスは既に通知先に登録されています。',
        ]).toContain(validateNotificationEmail(targets(1))(value));
      }),
    );
  });
});

describe('the switch and at least one address while on', () => {
  it('cannot be turned on with no address', () => {
    expect(switchBlockedReason(settings(false, 0), true)).toBe(
      '通知をONにするには、通知先メールアドレスを1件以上登録してください。',
    );
    expect(switchBlockedReason(settings(false, 1), true)).toBeUndefined();
  });
  it('can always be turned off', () => {
    expect(switchBlockedReason(settings(true, 0), false)).toBeUndefined();
    expect(switchBlockedReason(settings(true, 3), false)).toBeUndefined();
  });
  it('the last address cannot be removed while on', () => {
    expect(removeBlockedReason(settings(true, 1), 1)).toBe(
      '通知がONの間は、最後の通知先メールアドレスを削除できません。通知をOFFにしてから削除してください。',
    );
  });
  it('it can while off, or while others remain', () => {
    expect(removeBlockedReason(settings(false, 1), 1)).toBeUndefined();
    expect(removeBlockedReason(settings(true, 2), 1)).toBeUndefined();
  });
  it('whatever the settings, allowed removals while on always leave one address', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 5 }), (enabled, n, id) => {
        const s = settings(enabled, n);
        const allowed = removeBlockedReason(s, id) === undefined && s.targets.some((t) => t.id === id);
        if (allowed && enabled) expect(n - 1).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
