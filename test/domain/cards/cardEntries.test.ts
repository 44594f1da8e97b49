import { describe, expect, it } from 'vitest';
import { validateCardEntries } from '../../../src/domain/cards/validation';

const NOW = new Date('2026-04-10T12:00:00+09:00');
const noExpiry = { enabled: false, fromDate: '', fromTime: '', toDate: '', toTime: '' };
const period = (fromDate: string, toDate: string) => ({
  enabled: true,
  fromDate,
  fromTime: '09:00',
  toDate,
  toTime: '18:00',
});

describe('the keypad card form rule (one rule for the form and RegisterKeypadCards)', () => {
  it('valid entries give no message', () => {
    expect(
      validateCardEntries(
        [
          { cardMasterId: 3, expiry: noExpiry },
          { cardMasterId: 4, expiry: period('2026-04-11', '2026-04-12') },
        ],
        NOW,
      ),
    ).toEqual({});
  });

  it('a card not chosen, a card chosen twice, and a period in the past or ending first, each on its field', () => {
    expect(
      validateCardEntries(
        [
          { cardMasterId: null, expiry: noExpiry },
          { cardMasterId: 3, expiry: noExpiry },
          { cardMasterId: 3, expiry: period('2026-04-01', '2026-04-20') },
          { cardMasterId: 5, expiry: period('2026-04-20', '2026-04-15') },
        ],
        NOW,
      ),
    ).toEqual({
      'entries.0.cardMasterId': 'カードを選択してください。',
      'entries.2.cardMasterId': '同じカードが選択されています。',
      'entries.2.expiry.fromDate': '現在より後の日時を設定してください。',
      'entries.3.expiry.toDate': '終了日を開始日より後に設定してください。',
    });
  });
});
