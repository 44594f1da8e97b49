import { MESSAGES } from '../shared/messages';

/**
 * Japanese text of the contract, payment-method, payment-history and invoice screens.
 * Strings the spec gives in Japanese are copied character for character; strings it only
 * describes in English are marked "translation" and were written for this console.
 */
export const ORGANIZATION_MESSAGES = {
  // account-billing-signup §5, copied exactly.
  cardHolderNameRequired: '「カード名義」は必須です。入力してください。',
  phoneInvalid: '「電話番号」の形式が不正です。',
  cardProviderMaintenance: '現在メンテナンス中のためクレジットカード登録はご利用いただけません。',
  // Translation: the spec gives the rule (2-45 half-width alphanumerics, spaces, periods, hyphens), not the text.
  cardHolderNameFormat: '「カード名義」は半角英数字・スペース・ピリオド・ハイフンで2〜45文字で入力してください。',
  // Translation: the spec says the phone is required but gives no message; worded like the holder-name one.
  phoneRequired: '「電話番号」は必須です。入力してください。',

  // account-billing-signup §8, copied exactly (取得できませんでした has no full stop in the spec).
  paymentHistoryLoadFailed: '取得できませんでした',
  paymentHistoryUnavailable: 'お支払い履歴はご利用いただけません。',
  cardFetchFailed: 'カード情報の取得に失敗しました。',
  fetchFailed: MESSAGES.fetchFailed,
  // The spec describes this notice in English ("processing failed, wait and retry"); its one Japanese
  // wording of that sentence is the shared refresh message, so the same text is reused.
  paymentRegistrationFailed: MESSAGES.processingFailed,
  // Translation: the spec only says the change is not offered; this is what a stale page is told.
  paymentChangeNotAllowed: '現在のご契約ではお支払い方法を変更できません。',
  // Translation: the form is incomplete when submitted (the button is normally disabled then).
  cardFormIncomplete: 'カード情報をすべて入力してください。',
} as const;

/** Translation: payment-type labels (account-billing-signup §3 describes them in English). */
export const PAYMENT_TYPE_LABELS = {
  card: 'カード払い',
  cardInvoicePending: 'カード払い（請求書払い申請中）',
  invoiceBankOrStore: '請求書払い（銀行振込・コンビニ払い）',
  invoiceOther: '請求書払い（その他）',
  other: 'その他',
} as const;

/** Translation: contract screen texts. */
export const CONTRACT_TEXTS = {
  unset: '未設定',
  changePaymentMethod: '変更する',
  noPaymentCard: '登録されているカードはありません。',
  /** our wording: the card line while the card on file is read after the rest of the contract */
  cardLoading: '読み込み中',
  deviceRequest: '機器の追加・削減のお申し込み',
  addressChange: 'ご住所の変更',
  cancellation: 'ご解約のお申し込み',
} as const;

/** Translation: payment history texts. */
export const PAYMENT_HISTORY_TEXTS = {
  completed: '完了',
  failed: '失敗',
  contactUs: 'お問い合わせ',
  usageFeeSuffix: 'ご利用料金',
  empty: 'お支払い履歴はありません。',
  /** Not in the spec: a page past the last row (only reachable when the server sends no total). */
  noMoreRows: 'これより前のお支払い履歴はありません。',
} as const;

/** Translation: payment-method change screen texts. */
export const PAYMENT_CHANGE_TEXTS = {
  invoiceOption: '請求書払い（銀行振込・コンビニ払い）',
  cardOption: 'クレジットカード払い',
  submit: 'お支払い方法の変更を申請する',
  takesTime: 'お支払い方法の変更の反映にはお時間をいただく場合がございます。',
  // Invoice explanation block. The spec gives two readings of the issue day (3rd business day in the
  // block itself, 4th in 'a longer text'); one is shown, the block's own: the 3rd business day of the next month.
  invoiceExplanation: [
    '請求書はご利用月の翌月第3営業日に発行し、郵送いたします。',
    '請求書払いは後払い決済サービス会社からのご請求となります。',
    'ご利用いただけるのは月末締めの法人・個人事業主のお客さまで、お支払い期限は翌月末日です。',
    'ご利用上限額は月額3,000,000円です。',
    '銀行振込手数料はお客さまのご負担となります。',
    '売掛債権は後払い決済サービス会社へ譲渡されます。',
  ],
  invoiceBanner: '後払い決済サービス会社のサイトはこちら',
} as const;

/** Translation: payment change done page (route param card or invoice). */
export const PAYMENT_DONE_TEXTS = {
  invoice: {
    title: 'お支払い方法の変更申請を受け付けました',
    body: '請求書払いへの変更の反映にはお時間をいただく場合がございます。',
  },
  card: {
    title: 'クレジットカードの変更が完了しました',
    body: '翌月のお支払いから変更後のカードが適用されます。',
  },
} as const;
