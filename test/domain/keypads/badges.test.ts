import { describe, expect, it } from 'vitest';
import { keypadCardBadgeOf, type KeypadCard } from '../../../src/domain/cards/card';
import { registrationBadgeOf } from '../../../src/domain/keypads/registration';
import { pinBadgeOf, pinCountLabel, type Pin } from '../../../src/domain/pins/pin';

const NOW = new Date('2026-04-10T12:00:00+09:00');
const pin = (change: Partial<Pin>): Pin => ({
  id: 1,
  name: '玄関',
  pin: '1234',
  timeFrom: null,
  timeTill: null,
  registrationJobStatus: 'success',
  ...change,
});
const card = (change: Partial<KeypadCard>): KeypadCard => ({
  id: 1,
  name: 'カード1',
  guestName: '田中',
  timeFrom: null,
  timeTill: null,
  registrationJobStatus: 'success',
  cardMasterId: null,
  ...change,
});

describe('the status column of a keypad list (what the view once decided)', () => {
  it.each([
    ['success', 'registered'],
    [null, 'registered'],
    ['failed', 'failed'],
    ['running', 'registering'],
    ['waiting', 'registering'],
  ] as const)('a registration job %s reads %s', (status, badge) => {
    expect(registrationBadgeOf({ registrationJobStatus: status })).toBe(badge);
  });

  it('a PIN past its time_till is expired, unless its job failed', () => {
    expect(pinBadgeOf(pin({ timeTill: '2026-04-10T11:59:00+09:00' }), NOW)).toBe('expired');
    expect(pinBadgeOf(pin({ timeTill: '2026-04-10T12:01:00+09:00' }), NOW)).toBe('registered');
    expect(pinBadgeOf(pin({ timeTill: '2026-04-01T00:00:00+09:00', registrationJobStatus: 'failed' }), NOW)).toBe(
      'failed',
    );
  });

  it('a card without a user is being deleted, whatever its job says', () => {
    expect(keypadCardBadgeOf(card({ guestName: null, registrationJobStatus: 'failed' }))).toBe('being-deleted');
    expect(keypadCardBadgeOf(card({ registrationJobStatus: 'failed' }))).toBe('failed');
    expect(keypadCardBadgeOf(card({ registrationJobStatus: 'running' }))).toBe('registering');
  });

  it('the PIN count shows the cap once the plan is read, the count alone before (no assumed 50)', () => {
    expect(pinCountLabel(12, 30)).toBe('12 / 30');
    expect(pinCountLabel(12, null)).toBe('12');
  });
});
