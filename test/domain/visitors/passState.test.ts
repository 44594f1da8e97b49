import { describe, expect, it } from 'vitest';
import { passStateAt, pinPassStateAt } from '../../../src/domain/visitors/passState';

const FROM = '2026-11-27T11:00:00+09:00';
const TILL = '2026-11-27T13:00:00+09:00';
const pin = (registrationJobStatus: string | null, window: [string | null, string | null] = [FROM, TILL]) => ({
  timeFrom: window[0],
  timeTill: window[1],
  registrationJobStatus,
});
const at = (iso: string) => new Date(iso);

describe('the state of a pass at a moment', () => {
  it('is 予定 before its start, 有効 between, 期限切れ after its end', () => {
    expect(pinPassStateAt(pin('success'), at('2026-11-27T10:59:00+09:00'))).toBe('scheduled');
    expect(pinPassStateAt(pin('success'), at('2026-11-27T12:00:00+09:00'))).toBe('active');
    expect(pinPassStateAt(pin('success'), at('2026-11-27T13:01:00+09:00'))).toBe('expired');
  });

  it('holds both edge instants inside the window: 有効 from the start, up to and including the end', () => {
    expect(pinPassStateAt(pin('success'), at('2026-11-27T10:59:59.999+09:00'))).toBe('scheduled');
    expect(pinPassStateAt(pin('success'), at(FROM))).toBe('active');
    expect(pinPassStateAt(pin('success'), at(TILL))).toBe('active');
    // expired when its end is earlier than now (devices-access §3)
    expect(pinPassStateAt(pin('success'), at('2026-11-27T13:00:00.001+09:00'))).toBe('expired');
  });

  it('is 登録中 while the job runs, before and inside the window', () => {
    expect(pinPassStateAt(pin('in_progress'), at('2026-11-27T10:00:00+09:00'))).toBe('registering');
    expect(pinPassStateAt(pin('in_progress'), at('2026-11-27T12:00:00+09:00'))).toBe('registering');
  });

  it('is 期限切れ once the end has passed, even while still registering (it will never open)', () => {
    expect(pinPassStateAt(pin('in_progress'), at('2026-11-27T14:00:00+09:00'))).toBe('expired');
  });

  it('is 登録失敗 whenever the job failed, before, inside and after the window', () => {
    for (const moment of ['2026-11-27T10:00:00+09:00', '2026-11-27T12:00:00+09:00', '2026-11-27T14:00:00+09:00'])
      expect(pinPassStateAt(pin('failed'), at(moment))).toBe('failed');
  });

  it('reads a registered job sent as null like success, and a window with no start as started', () => {
    expect(pinPassStateAt(pin(null), at('2026-11-27T12:00:00+09:00'))).toBe('active');
    expect(pinPassStateAt(pin('success', [null, TILL]), at('2026-11-01T00:00:00+09:00'))).toBe('active');
  });

  it('a pass on several keypads shows its worst door: failed, then expired, then registering', () => {
    const inside = at('2026-11-27T12:00:00+09:00');
    expect(passStateAt([pin('success'), pin('success')], inside)).toBe('active');
    expect(passStateAt([pin('success'), pin('in_progress')], inside)).toBe('registering');
    expect(passStateAt([pin('in_progress'), pin('failed')], inside)).toBe('failed');
    expect(passStateAt([pin('in_progress'), pin('success')], at('2026-11-27T14:00:00+09:00'))).toBe('expired');
    expect(passStateAt([pin('success'), pin('success')], at('2026-11-27T09:00:00+09:00'))).toBe('scheduled');
  });
});
