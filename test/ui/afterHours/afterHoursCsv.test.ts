import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { LoadAfterHours } from '../../../src/application/afterHours/LoadAfterHours';
import { CallPool } from '../../../src/application/shared/CallPool';
import { DEFAULT_BUSINESS_HOURS } from '../../../src/domain/afterHours/businessHours';
import { classifyMoment } from '../../../src/domain/afterHours/classify';
import type { DoorEvent } from '../../../src/domain/afterHours/events';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { afterHoursCsvFileNameOf, afterHoursCsvOf } from '../../../src/ui/afterHours/afterHoursCsv';
import { afterHoursHeadingOf } from '../../../src/ui/afterHours/afterHoursHeading';
import { BACKENDS, signedIn } from '../../support/backends';
import { TEST_HOLIDAYS } from '../../support/holidays';

const DOOR = { id: 1, name: '本社 正面玄関' };
const ms = (iso: string) => new Date(iso).getTime();
const event = (iso: string, kind: DoorEvent['kind'], person: string | null = '佐藤 健', lockId = 1): DoorEvent => ({
  lockId,
  lockName: lockId === 1 ? DOOR.name : `扉${lockId}`,
  at: ms(iso),
  kind,
  person,
  keyType: null,
});

describe('the out-of-hours report’s CSV and heading (the screen’s words)', () => {
  it('writes the CSV with a BOM and formula cells made inert, and names the file by organization and month', () => {
    const csv = afterHoursCsvOf({
      rows: [
        {
          event: { ...event('2026-11-24T22:30:00+09:00', 'enter', '=1+1'), keyType: 'card' },
          moment: classifyMoment(ms('2026-11-24T22:30:00+09:00'), DEFAULT_BUSINESS_HOURS, TEST_HOLIDAYS),
        },
      ],
    });
    expect(csv.startsWith('\uFEFF日時,曜日,区分,祝日,扉,操作,利用者,解錠方法\r\n')).toBe(true);
    expect(csv).toContain(`2026/11/24 22:30:00,火,時間外,,本社 正面玄関,入室,"'=1+1",カード\r\n`);
    expect(afterHoursCsvFileNameOf('株式会社キュリオデモ', { year: 2026, month: 11 })).toBe(
      '時間外・休日の入退室_株式会社キュリオデモ_2026年11月.csv',
    );
    expect(afterHoursCsvFileNameOf('A/B社', { year: 2026, month: 1 }, '本社 正面玄関')).toBe(
      '時間外・休日の入退室_A_B社_本社 正面玄関_2026年1月.csv',
    );
  });

  it('heads the report and its print with the organization, the month and the hours', () => {
    expect(afterHoursHeadingOf('株式会社キュリオデモ', { year: 2026, month: 11 }, DEFAULT_BUSINESS_HOURS)).toEqual({
      title: '時間外・休日の入退室',
      subject: '株式会社キュリオデモ　2026年11月',
      hours: '営業時間：月〜金 09:00〜18:00（土・日・祝日は休業）',
    });
  });
});

describe.each(BACKENDS)('the out-of-hours report’s file and heading from a reading on the %s backend', (_n, make) => {
  it('heads the organization’s month and names its CSV, whose rows hold a night unlock and a holiday one', async () => {
    const backend = await signedIn(make);
    backend.world.write((s) => {
      s.storedLockLogs.push(
        {
          lockId: DEMO_LOCKS.storeroom,
          loggedAt: '2026-11-17T22:30:00+09:00',
          logType: 'open',
          keyType: 'app',
          userName: '夜間 太郎',
          lockSide: 'main',
        },
        {
          lockId: DEMO_LOCKS.storeroom,
          loggedAt: '2026-11-03T10:00:00+09:00',
          logType: 'open',
          keyType: 'console',
          userName: '祝日 花子',
          lockSide: 'main',
        },
      );
    });
    const outcome = await backend.container
      .get(LoadAfterHours)
      .execute({ kind: 'organization' }, { year: 2026, month: 11 }, new CallPool());
    if (E.isLeft(outcome)) throw new Error(outcome.left.message);
    const reading = outcome.right;
    const { month, hours } = reading.report;
    expect(afterHoursHeadingOf(reading.organization, month, hours, reading.door ?? undefined)).toEqual({
      title: '時間外・休日の入退室',
      subject: '株式会社キュリオデモ　2026年11月',
      hours: '営業時間：月〜金 09:00〜18:00（土・日・祝日は休業）',
    });
    expect(afterHoursCsvFileNameOf(reading.organization, month, reading.door ?? undefined)).toBe(
      '時間外・休日の入退室_株式会社キュリオデモ_2026年11月.csv',
    );
    const csv = afterHoursCsvOf(reading.report);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('2026/11/17 22:30:00,火,時間外,,倉庫,解錠,夜間 太郎,アプリ\r\n');
    expect(csv).toContain('2026/11/03 10:00:00,火,祝日,文化の日,倉庫,解錠,祝日 花子,管理画面\r\n');
  });

  it('heads one lock’s report with its door and names the file by it', async () => {
    const backend = await signedIn(make);
    const outcome = await backend.container
      .get(LoadAfterHours)
      .execute({ kind: 'lock', lockId: DEMO_LOCKS.frontDoor }, { year: 2026, month: 11 }, new CallPool());
    if (E.isLeft(outcome)) throw new Error(outcome.left.message);
    const reading = outcome.right;
    const { month, hours } = reading.report;
    expect(afterHoursHeadingOf(reading.organization, month, hours, reading.door ?? undefined).title).toBe(
      '時間外・休日の入退室（本社 正面玄関）',
    );
    expect(afterHoursCsvFileNameOf(reading.organization, month, reading.door ?? undefined)).toBe(
      '時間外・休日の入退室_株式会社キュリオデモ_本社 正面玄関_2026年11月.csv',
    );
  });
});
