import { describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES } from '../../../src/domain/organization/messages';

describe('messages copied exactly from the spec', () => {
  it('card form and card provider (account-billing-signup §5)', () => {
    expect(ORGANIZATION_MESSAGES.cardHolderNameRequired).toBe('「カード名義」は必須です。入力してください。');
    expect(ORGANIZATION_MESSAGES.phoneInvalid).toBe('「電話番号」の形式が不正です。');
    expect(ORGANIZATION_MESSAGES.cardProviderMaintenance).toBe(
      '現在メンテナンス中のためクレジットカード登録はご利用いただけません。',
    );
  });
  it('payment history, card fetch and generic fetch failures (account-billing-signup §8)', () => {
    expect(ORGANIZATION_MESSAGES.paymentHistoryLoadFailed).toBe('取得できませんでした');
    expect(ORGANIZATION_MESSAGES.paymentHistoryUnavailable).toBe('お支払い履歴はご利用いただけません。');
    expect(ORGANIZATION_MESSAGES.cardFetchFailed).toBe('カード情報の取得に失敗しました。');
    expect(ORGANIZATION_MESSAGES.fetchFailed).toBe('取得失敗しました。');
  });
  it('card or invoice registration failure says processing failed, wait and retry, in the spec’s wording', () => {
    expect(ORGANIZATION_MESSAGES.paymentRegistrationFailed).toBe(
      '処理に失敗しました。時間を置いて再度お試しください。',
    );
  });
});
