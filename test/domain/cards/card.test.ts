import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsKeypad, isBeingDeleted, settingOf } from '../../../src/domain/cards/card';
import {
  guestChoiceLabel,
  resolveCardUser,
  validateCardCount,
  validateCardFields,
  validateCardName,
  validateCardUser,
} from '../../../src/domain/cards/validation';

const guests = [
  { id: 1, name: '佐藤 健', email: 'sato@example.jp' },
  { id: 2, name: '鈴木 美咲', email: 'suzuki@example.jp' },
];

describe('card name', () => {
  it('is required and at most 10 characters', () => {
    expect(validateCardName(' ')).toBe('「カード名」を入力してください。');
    expect(validateCardName('あ'.repeat(11))).toBe('「カード名」は10文字以内で入力してください。');
    expect(validateCardName('社員証001')).toBeUndefined();
  });
  it('property: free text passes exactly when it is non-blank and at most 10 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 14 }),
        (name) => (validateCardName(name) === undefined) === (name.trim() !== '' && Array.from(name).length <= 10),
      ),
    );
  });
});

describe('card user', () => {
  it('is required', () => {
    expect(validateCardUser('', null, guests)).toBe('「利用者」を選択してください。');
  });
  it('must be an existing guest: 「利用者」が存在しません。', () => {
    expect(validateCardUser('佐藤', null, guests)).toBe('「利用者」が存在しません。');
    expect(validateCardUser('佐藤 健', null, guests)).toBeUndefined();
    expect(resolveCardUser('鈴木 美咲', guests[1] ?? null, [])).toEqual({
      id: 2,
      name: '鈴木 美咲',
      email: 'suzuki@example.jp',
    });
  });
  it('a picked guest whose name was edited afterwards no longer counts', () => {
    expect(validateCardUser('鈴木', guests[1] ?? null, [])).toBe('「利用者」が存在しません。');
  });
  it('two guests with the same name: the typed name alone is not enough, the picked one (told apart by e-mail) is', () => {
    const namesakes = [...guests, { id: 3, name: '佐藤 健', email: 'ken.sato@example.jp' }];
    expect(validateCardUser('佐藤 健', null, namesakes)).toBe(
      '同じ名前の利用者が複数います。候補の一覧からメールアドレスを確かめて選んでください。',
    );
    expect(resolveCardUser('佐藤 健', namesakes[2] ?? null, namesakes)).toEqual({
      id: 3,
      name: '佐藤 健',
      email: 'ken.sato@example.jp',
    });
    expect(guestChoiceLabel({ id: 3, name: '佐藤 健', email: 'ken.sato@example.jp' })).toBe(
      '佐藤 健（ken.sato@example.jp）',
    );
  });
  it('the form reports both fields', () => {
    expect(validateCardFields({ name: '', user: '誰か' }, null, guests)).toEqual({
      name: '「カード名」を入力してください。',
      user: '「利用者」が存在しません。',
    });
  });
});

describe('keypad cards', () => {
  it('1 to 5 cards per action', () => {
    expect(validateCardCount(0)).toBe('カードを1枚以上選択してください。');
    expect(validateCardCount(1)).toBeUndefined();
    expect(validateCardCount(5)).toBeUndefined();
    expect(validateCardCount(6)).toBe('一度に登録できるカードは5枚までです。');
  });
  it('a keypad holds at most 1000 cards, registering ones included', () => {
    expect(fitsKeypad({ totalWithRegistering: 995 }, 5)).toBe(true);
    expect(fitsKeypad({ totalWithRegistering: 996 }, 5)).toBe(false);
  });
  it('a card whose guest is null is being deleted', () => {
    expect(isBeingDeleted({ guestName: null })).toBe(true);
    expect(isBeingDeleted({ guestName: '佐藤 健' })).toBe(false);
  });
  it('redirects: no user → registration screen, a user → edit screen', () => {
    expect(settingOf({ guestId: null })).toBe('registration');
    expect(settingOf({ guestId: 3 })).toBe('edit');
  });
});
