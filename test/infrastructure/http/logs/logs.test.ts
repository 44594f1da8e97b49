import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failedWith } from '../../../support/outcomes';
import { LoadDailyTimecard } from '../../../../src/application/logs/LoadDailyTimecard';
import { LoadGuestTimecard } from '../../../../src/application/logs/LoadGuestTimecard';
import { MESSAGES } from '../../../../src/domain/shared/messages';
import { httpBackend, mswServer } from '../../../support/backends';

const DAILY = '*/v1/console/knight_logs/daily_enter_exit';
const BY_USER = '*/v1/console/knight_logs/guest_enter_exit';
const dailyRow = { guest_name: '山田 太郎', enter_at: '2026-11-20T09:00:00+09:00', exit_at: null, isError: true };
const expectedDaily = { guestName: '山田 太郎', enterAt: '2026-11-20T09:00:00+09:00', exitAt: null, isError: true };

describe('HTTP adapter of the timecard: the spec names the rows, not the body', () => {
  it.each([
    ['a bare list', [dailyRow]],
    ['the rows under daily_enter_exits', { daily_enter_exits: [dailyRow], unknown_key: 1 }],
  ])('by day reads %s', async (_shape, body) => {
    const backend = httpBackend();
    mswServer().use(http.get(DAILY, () => HttpResponse.json(body)));
    expect(await backend.container.get(LoadDailyTimecard).execute(1, '2026-11-20')).toEqual(
      E.right({ rows: [expectedDaily], cut: false }),
    );
  });

  it('by day: a row without enter, exit or isError reads as empty times and no error', async () => {
    const backend = httpBackend();
    mswServer().use(http.get(DAILY, () => HttpResponse.json([{ guest_name: '佐藤' }])));
    expect(await backend.container.get(LoadDailyTimecard).execute(1, '2026-11-20')).toEqual(
      E.right({ rows: [{ guestName: '佐藤', enterAt: null, exitAt: null, isError: false }], cut: false }),
    );
  });

  it.each([
    ['a bare list', [{ date: '2026-11-02', enter_at: '09:00', exit_at: '18:00' }]],
    [
      'the rows under guest_enter_exits',
      { guest_enter_exits: [{ date: '2026-11-02', enter_at: '09:00', exit_at: '18:00' }] },
    ],
  ])('by user reads %s', async (_shape, body) => {
    const backend = httpBackend();
    mswServer().use(http.get(BY_USER, () => HttpResponse.json(body)));
    expect(await backend.container.get(LoadGuestTimecard).execute(1, 7, { year: 2026, month: 11 })).toEqual(
      E.right([{ date: '2026-11-02', enterAt: '09:00', exitAt: '18:00' }]),
    );
  });

  it.each([
    ['a row without guest_name', [{ enter_at: '09:00' }]],
    ['another wrapper key', { rows: [dailyRow] }],
    ['not JSON', 'oops'],
  ])('by day: %s is the unexpected-response message', async (_shape, body) => {
    const backend = httpBackend();
    mswServer().use(
      http.get(DAILY, () => (typeof body === 'string' ? new HttpResponse(body) : HttpResponse.json(body))),
    );
    expect(await backend.container.get(LoadDailyTimecard).execute(1, '2026-11-20')).toEqual(
      failedWith(MESSAGES.unexpectedResponse),
    );
  });
});
