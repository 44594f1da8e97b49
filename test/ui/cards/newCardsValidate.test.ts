import { describe, expect, it } from 'vitest';
import { NewCardsPresenter } from '../../../src/ui/cards/NewCardsPresenter';
import { memoryBackend } from '../../support/backends';

const noExpiry = { enabled: false, fromDate: '', fromTime: '', toDate: '', toTime: '' };

describe('the new keypad cards presenter checks the form with the use case rule', () => {
  it('as typed: no card chosen and a card chosen twice, on their fields', async () => {
    const backend = memoryBackend();
    await backend.signIn();
    const presenter = backend.container.get(NewCardsPresenter);
    await presenter.open({ lockId: 1, keypadId: 101 });
    expect(
      presenter.validate({
        entries: [
          { cardMasterId: '', expiry: noExpiry },
          { cardMasterId: '7', expiry: noExpiry },
          { cardMasterId: '7', expiry: noExpiry },
        ],
      }),
    ).toEqual({
      'entries.0.cardMasterId': 'カードを選択してください。',
      'entries.2.cardMasterId': '同じカードが選択されています。',
    });
    expect(presenter.validate({ entries: [{ cardMasterId: '7', expiry: noExpiry }] })).toEqual({});
    expect(presenter.validate({})).toEqual({});
  });
});
