import { describe, expect, it } from 'vitest';
import {
  canDownloadCsv,
  canOpenLogScreen,
  canViewLogTab,
  validateTimecardUser,
  visibleLogTabs,
} from '../../../src/domain/logs/gates';
import { planWith } from '../../support/plan';

const plan = planWith;

describe('log plan gates (devices-access §6)', () => {
  it('the log screen needs displayLockLog', () => {
    expect(canOpenLogScreen(plan())).toBe(true);
    expect(canOpenLogScreen(plan({ displayLockLog: false }))).toBe(false);
  });
  it('each tab needs its display function', () => {
    expect(canViewLogTab(plan({ displayInoutLog: false }), 'entryExitLog')).toBe(false);
    expect(canViewLogTab(plan({ displayTimecard: false }), 'timecard')).toBe(false);
    expect(canViewLogTab(plan({ displayTimecard: false }), 'lockLog')).toBe(true);
    expect(visibleLogTabs(plan())).toEqual(['lockLog', 'entryExitLog', 'timecard']);
    expect(visibleLogTabs(plan({ displayInoutLog: false }))).toEqual(['lockLog', 'timecard']);
  });
  it('each CSV needs its download function; both timecard views share downloadTimecardCsv', () => {
    expect(canDownloadCsv(plan({ downloadLogCsv: false }), 'lockLog')).toBe(false);
    expect(canDownloadCsv(plan({ downloadLogCsv: false }), 'entryExitLog')).toBe(true);
    expect(canDownloadCsv(plan({ downloadInoutLogCsv: false }), 'entryExitLog')).toBe(false);
    expect(canDownloadCsv(plan({ downloadTimecardCsv: false }), 'dailyTimecard')).toBe(false);
    expect(canDownloadCsv(plan({ downloadTimecardCsv: false }), 'guestTimecard')).toBe(false);
    expect(canDownloadCsv(plan(), 'guestTimecard')).toBe(true);
  });
});

describe('timecard by user needs a user selected', () => {
  it('asks for a user when none is chosen', () => {
    for (const none of [null, undefined, '', ' '])
      expect(validateTimecardUser(none)).toBe('利用者を選択してください。');
  });
  it('passes once a user is chosen (id 0 included)', () => {
    expect(validateTimecardUser(12)).toBeUndefined();
    expect(validateTimecardUser(0)).toBeUndefined();
    expect(validateTimecardUser('12')).toBeUndefined();
  });
});
