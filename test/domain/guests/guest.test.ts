import { describe, expect, it } from 'vitest';
import {
  billableGuestNotice,
  billableGuestsAmong,
  FREE_GUEST_TIER,
  GUEST_PAGE_SIZE,
  PAY_PER_GUEST_YEN,
} from '../../../src/domain/guests/guest';
import { GUEST_MESSAGES } from '../../../src/domain/guests/messages';
import { validateGuestEmail, validateGuestForm, validateGuestName } from '../../../src/domain/guests/validation';

describe('guest name', () => {
  it('is required', () => {
    expect(validateGuestName('')).toBe('名前を入力してください。');
    expect(validateGuestName(' \t')).toBe('名前を入力してください。');
  });
  it('is at most 20 characters, counted as a person counts them', () => {
    expect(validateGuestName('𠮷'.repeat(20))).toBeUndefined();
    expect(validateGuestName('あ'.repeat(21))).toBe('名前は20文字以内で入力してください。');
  });
});

describe('guest e-mail', () => {
  it('is required', () => {
    expect(validateGuestEmail('')).toBe('「メールアドレス」は必須です。入力してください。');
  });
  it('must have the e-mail shape', () => {
    expect(validateGuestEmail('taro@example')).toBe('「メールアドレス」の形式が正しくありません。');
    expect(validateGuestEmail('taro example.jp')).toBe('「メールアドレス」の形式が正しくありません。');
    expect(validateGuestEmail('taro@example.jp')).toBeUndefined();
  });
  it('the whole form reports both fields', () => {
    expect(validateGuestForm({ name: '', email: 'x' })).toEqual({
      name: '名前を入力してください。',
      email: '「メールアドレス」の形式が正しくありません。',
    });
  });
});

describe('pay per guest (devices-access §9)', () => {
  it('20 guests are free, then 110 yen each, 10 per page', () => {
    expect([FREE_GUEST_TIER, PAY_PER_GUEST_YEN, GUEST_PAGE_SIZE]).toEqual([20, 110, 10]);
  });
  it('the 20th guest is still free, the 21st is billed', () => {
    expect(billableGuestNotice(19)).toBeUndefined();
    expect(billableGuestNotice(20)).toBe(
      '現在の利用者数は20名です。利用者は20名まで無料で、それを超える利用者1名につき月額110円（税込）がかかります。今回の登録で1名分（月額110円）が追加されます。よろしいですか？',
    );
  });
  it('counts only the guests beyond the tier in a batch', () => {
    expect(billableGuestsAmong(18, 5)).toBe(3);
    expect(billableGuestsAmong(30, 5)).toBe(5);
    expect(billableGuestsAmong(0, 20)).toBe(0);
  });
});

describe('guest messages (devices-access §8)', () => {
  it('are copied exactly', () => {
    expect(GUEST_MESSAGES.emailTaken).toBe('既に登録されているメールアドレスです。');
    expect(GUEST_MESSAGES.planLimitReached).toBe(
      'ご利用のプランの上限に達しているためこの機能はお使いいただけません。',
    );
    expect(GUEST_MESSAGES.planUnavailable).toBe('ご利用のプランではこの機能はお使いいただけません。');
    expect(GUEST_MESSAGES.deleteFailed).toBe('削除に失敗しました。');
    expect(GUEST_MESSAGES.saveFailed).toBe('保存に失敗しました。時間をおいて再度お試しください。');
    expect(GUEST_MESSAGES.loadFailed).toBe('利用者情報を取得できませんでした。');
    expect(GUEST_MESSAGES.connectionRequested).toBe('連携依頼しました。');
    expect(GUEST_MESSAGES.guestCountOverflow.startsWith('利用者数がプランの上限を超えています。')).toBe(true);
  });
});
