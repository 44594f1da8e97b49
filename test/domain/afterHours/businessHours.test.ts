import { describe, expect, it } from 'vitest';
import {
  businessHoursFormOf,
  businessHoursOf,
  DEFAULT_BUSINESS_HOURS,
  describeBusinessHours,
  parseBusinessHours,
  serializeBusinessHours,
  validateBusinessHours,
  type BusinessHours,
} from '../../../src/domain/afterHours/businessHours';

const form = businessHoursFormOf(DEFAULT_BUSINESS_HOURS);

describe('business hours', () => {
  it('default to 月〜金 9:00–18:00 with the weekend closed', () => {
    expect(DEFAULT_BUSINESS_HOURS.monday).toEqual({ open: 540, close: 1080 });
    expect(DEFAULT_BUSINESS_HOURS.saturday).toBeNull();
    expect(describeBusinessHours(DEFAULT_BUSINESS_HOURS)).toBe('月〜金 09:00〜18:00（土・日・祝日は休業）');
  });

  it('go through the form and back unchanged, a closed day keeping 09:00–18:00 ready', () => {
    expect(form.saturday).toEqual({ open: false, from: '09:00', to: '18:00' });
    expect(form.monday).toEqual({ open: true, from: '09:00', to: '18:00' });
    expect(businessHoursOf(form)).toEqual(DEFAULT_BUSINESS_HOURS);
  });

  it('refuse an open day without both times, or ending before it starts (no hours across midnight)', () => {
    const errors = validateBusinessHours({
      ...form,
      monday: { open: true, from: '', to: '18:00' },
      tuesday: { open: true, from: '18:00', to: '09:00' },
      wednesday: { open: true, from: '09:00', to: '09:00' },
      thursday: { open: true, from: '25:00', to: '26:00' },
      saturday: { open: false, from: '', to: '' },
    });
    expect(errors).toEqual({
      monday: '開始時刻と終了時刻を入力してください。',
      tuesday: '終了時刻を開始時刻より後に設定してください。',
      wednesday: '終了時刻を開始時刻より後に設定してください。',
      thursday: '開始時刻と終了時刻を入力してください。',
    });
    expect(validateBusinessHours(form)).toEqual({});
  });

  it('may run to midnight (24:00)', () => {
    const late = { ...form, friday: { open: true, from: '10:00', to: '24:00' } };
    expect(validateBusinessHours(late)).toEqual({});
    expect(businessHoursOf(late).friday).toEqual({ open: 600, close: 1440 });
    expect(businessHoursFormOf(businessHoursOf(late)).friday.to).toBe('24:00');
  });

  it('are kept as text and read back; anything unreadable is the default', () => {
    const hours: BusinessHours = { ...DEFAULT_BUSINESS_HOURS, saturday: { open: 600, close: 900 } };
    expect(parseBusinessHours(serializeBusinessHours(hours))).toEqual(hours);
    expect(parseBusinessHours(null)).toEqual(DEFAULT_BUSINESS_HOURS);
    expect(parseBusinessHours('{')).toEqual(DEFAULT_BUSINESS_HOURS);
    expect(parseBusinessHours(JSON.stringify({ version: 2, hours }))).toEqual(DEFAULT_BUSINESS_HOURS);
    const broken = JSON.stringify({ version: 1, hours: { ...hours, monday: { open: 600, close: 500 } } });
    expect(parseBusinessHours(broken)).toEqual(DEFAULT_BUSINESS_HOURS);
  });

  it('are said in one line, runs of equal days together, closed days and holidays last', () => {
    const mixed: BusinessHours = {
      ...DEFAULT_BUSINESS_HOURS,
      wednesday: { open: 600, close: 1080 },
      saturday: { open: 600, close: 900 },
    };
    expect(describeBusinessHours(mixed)).toBe(
      '月・火 09:00〜18:00・水 10:00〜18:00・木・金 09:00〜18:00・土 10:00〜15:00（日・祝日は休業）',
    );
    const none = Object.fromEntries(
      Object.keys(DEFAULT_BUSINESS_HOURS).map((d) => [d, null]),
    ) as unknown as BusinessHours;
    expect(describeBusinessHours(none)).toBe('全日休業');
  });
});
