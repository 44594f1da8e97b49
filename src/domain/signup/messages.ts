import { MESSAGES } from '../shared/messages';

/**
 * Japanese text of the sign-up screens. Strings the spec gives in Japanese are copied
 * character for character; strings it only describes are marked "translation".
 */
export const SIGNUP_MESSAGES = {
  // account-billing-signup §5, address, copied exactly.
  staffNameRequired: '「ご担当者さま氏名」は必須です。入力してください。',
  telInvalid: '「ご連絡先電話番号」の形式が違います。',
  zipNotDigits: '「郵便番号」は半角数字で入力してください。',
  zipLength: '「郵便番号」は7桁で入力してください。',
  // Translation: the spec gives the rule (address required, prefecture max 4) without a text.
  prefectureRequired: '「都道府県」を選択してください。',
  prefectureInvalid: '「都道府県」の値が正しくありません。',
  addressRequired: '「住所」は必須です。入力してください。',
  // Translation: a staff name over the server's length (spec silent), kept at the company-name bound.
  staffNameTooLong: '「ご担当者さま氏名」は250文字以内で入力してください。',

  // account-billing-signup §5, company, copied exactly.
  companyNameRequired: '「会社名」は必須です。入力してください。',
  urlInvalid: '「URL」の形式が違います。',
  // Translation: the max-250 rules (account-billing-signup §9) have no text of their own.
  companyNameTooLong: '「会社名」は250文字以内で入力してください。',
  divisionTooLong: '「部署名」は250文字以内で入力してください。',
  urlTooLong: '「URL」は250文字以内で入力してください。',

  // account-billing-signup §5, plan quantities, copied exactly.
  quantityHalfWidth: '半角数字で入力してください。',
  quantityDigits: '3桁までで入力してください。',
  quantityDecimal: '小数点を含めないでください。',
  quantityNumber: '数値で入力してください。',
  // Translation: "further maximum/zero rules exist": at least one plan, and the two notices enforced.
  planRequired: 'ベーシックプランまたはプロプランを1つ以上お申し込みください。',
  lockOptionsOverLimit: 'ロックのオプションはプラン1つにつき1台まで追加できます。',
  padOverLimit: 'パッドはベーシックプラン1つにつき2台、プロプラン1つにつき1台までお申し込みいただけます。',

  // account-billing-signup §5, installation dates, copied exactly.
  datesNotDistinct: '第1〜第3希望日はそれぞれ異なる日時を選択してください。',
  // Translation: the range and weekday rules have no text of their own.
  dateRequired: (priority: number) => `第${priority}希望日を選択してください。`,
  timeSlotRequired: (priority: number) => `第${priority}希望の時間帯を選択してください。`,
  dateOutOfRange: (from: string, to: string) =>
    `${from}から${to}までの平日（予約できない日を除く）を選択してください。`,

  // account-billing-signup §8, copied exactly.
  provisionalFailed: '送信に失敗しました。再度送信ボタンを押してください。',
  signupFailed: '不明なエラーです。時間をおいて再度お試しください。',
  // Translation: the wizard could not be opened for another reason (the server failed).
  openFailed: MESSAGES.processingFailed,
  // The applications-stopped page's text (account-billing-signup §2 describes it in English).
  applicationsStopped: '現在、新規のお申し込みを停止しております。再開までしばらくお待ちください。',
  // Translation: the postal data could not be loaded (the 'Timeout' of account-billing-signup §8, or a failed load).
  postalFailed: '住所を自動入力できませんでした。住所を入力してください。',
  // Translation: the terms must be accepted before applying.
  termsRequired: '利用規約およびレンタル規約に同意してください。',
  // Translation: the card form is incomplete when Apply is pressed.
  cardIncomplete: 'カード情報をすべて入力してください。',
} as const;

/** Translation: screen texts of the sign-up pages (the spec describes them in English). */
export const SIGNUP_TEXTS = {
  wizardTitle: '企業情報登録',
  provisionalTitle: '仮登録',
  provisionalLead: 'お申し込みに使用するメールアドレスを入力してください。本登録用のURLをお送りします。',
  send: '送信する',
  mailDoneTitle: '仮登録メールを送信しました',
  mailDoneLines: [
    '本登録のご案内メールを送信しました。',
    'メールに記載のURLから本登録を行ってください。',
    'メールが届かない場合は、メールアドレスをご確認のうえ、再度送信してください。',
  ],
  toLogin: 'ログイン画面へ',
  doneTitle: 'お申し込みを受け付けました',
  inquiryNumber: 'お問い合わせ番号',
  screening: '審査結果は5営業日以内に、ご登録の住所宛にお送りします。',
  mailNote: 'お申し込み内容とお問い合わせ番号をメールでお送りしました。大切に保管してください。',
  stoppedTitle: 'お申し込み受付停止中',
  stopped: '現在、新規のお申し込みを停止しております。再開までしばらくお待ちください。',
  backHome: 'ホームへ戻る',
  firstMonthFree: '初月のご利用料金は無料です。',
  draftKept:
    '入力内容はこのブラウザに一時保存され、再読み込みやタブを閉じても続きから入力できます（カード情報と規約への同意は保存されません）。',
  sameAddress: '会社住所と同じ',
  differentAddress: '別の住所を指定する',
  termsLabel: '利用規約およびレンタル規約に同意する',
  invoiceOption: '請求書払い（後払い）',
  cardOption: 'クレジットカード払い',
  next: '次へ',
  back: '戻る',
  apply: '申し込む',
  lockNotice: 'ロックのオプションは、プラン1つにつき1台まで追加できます。',
  padNotice: 'パッドは、ベーシックプラン1つにつき2台、プロプラン1つにつき1台までお申し込みいただけます。',
} as const;

/** account-billing-signup §2: the six steps of the indicator. */
export const SIGNUP_STEPS = ['仮登録', '企業情報', 'プラン選択', '配送先', '確認', 'お支払い情報'] as const;
