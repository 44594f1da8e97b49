import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateAccountInfo } from '../../../src/domain/account/manager';
import { validateInvitationRegistration } from '../../../src/domain/account/invitation';
import { validateResetPassword, validateResetRequest } from '../../../src/domain/account/passwordReset';
import { validateEmail } from '../../../src/domain/account/validation';
import {
  businessHoursFormOf,
  DEFAULT_BUSINESS_HOURS,
  validateBusinessHours,
} from '../../../src/domain/afterHours/businessHours';
import {
  validateCardCount,
  validateCardEntries,
  validateCardFields,
  validateCardName,
} from '../../../src/domain/cards/validation';
import { defaultGroupForm } from '../../../src/domain/groups/groupForm';
import { validateGroupForm } from '../../../src/domain/groups/validation';
import {
  validateGuestEmail,
  validateGuestForm,
  validateGuestName,
  validateGuestRename,
} from '../../../src/domain/guests/validation';
import { defaultExpiry, validateExpiry } from '../../../src/domain/keypads/expiry';
import { validateCodeRequest, validateConnection } from '../../../src/domain/linking/connection';
import { validateLockName } from '../../../src/domain/locks/lockName';
import { validateTimecardUser } from '../../../src/domain/logs/gates';
import { validateInviteEmail } from '../../../src/domain/managers/invitation';
import { validateNotificationEmail } from '../../../src/domain/notifications/notification';
import {
  validatePaymentCardHolderName,
  validatePaymentCardPhone,
} from '../../../src/domain/organization/paymentCardForm';
import { validatePinFields } from '../../../src/domain/pins/validation';
import { validateLoginEmail, validateLoginPassword } from '../../../src/domain/session/loginForm';
import { EMPTY_ADDRESS, validateAddress } from '../../../src/domain/signup/address';
import { validateCompanyFields } from '../../../src/domain/signup/company';
import { initialChoices, validateInstallation } from '../../../src/domain/signup/installation';
import { validateQuantities, validateQuantity } from '../../../src/domain/signup/plans';
import { validateApplicationName } from '../../../src/domain/tokens/token';
import { validatePassWho } from '../../../src/domain/visitors/pass';
import { defaultPassWindow, validatePassWindow } from '../../../src/domain/visitors/passWindow';

/** What a form holds for a field the manager emptied: final-form's undefined, an empty string, or only spaces. */
const EMPTIED = [undefined, '', '   ', '　'] as const;
type Emptied = (typeof EMPTIED)[number];

/** The form's values with every text leaf emptied (an emptied field of final-form is undefined, not ''). */
const emptied = <T>(values: T, value: Emptied): T => {
  if (typeof values === 'string') return value as T;
  if (Array.isArray(values)) return values.map((v: unknown) => emptied(v, value)) as T;
  if (values !== null && typeof values === 'object')
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, emptied(v, value)])) as T;
  return values;
};

const NOW = new Date('2026-11-21T01:00:00.000Z');

const M = {
  name: '名前を入力してください。',
  email: 'メールアドレスを入力してください。',
  password: 'パスワードを入力してください。',
  guestEmail: '「メールアドレス」は必須です。入力してください。',
  dateAndTime: '日付と時刻を入力してください。',
  quantity: '数値で入力してください。',
} as const;

const ADDRESS = {
  staffName: '「ご担当者さま氏名」は必須です。入力してください。',
  tel: '「ご連絡先電話番号」の形式が違います。',
  prefecture: '「都道府県」を選択してください。',
  address: '「住所」は必須です。入力してください。',
};

const INSTALLATION = {
  fields: Object.fromEntries(
    [1, 2, 3].map((p) => [
      p,
      { date: `第${p}希望日を選択してください。`, timeSlot: `第${p}希望の時間帯を選択してください。` },
    ]),
  ),
};

/**
 * Every validator a form (or the use case behind a form) runs, by name: how it is run on an emptied field, and the
 * exact answer, the same for every emptied value unless four are given (undefined, '', spaces, an ideographic space).
 */
const VALIDATORS: Record<string, { readonly run: (value: Emptied) => unknown; readonly answer: unknown }> = {
  validateAccountInfo: { run: (v) => validateAccountInfo(emptied({ name: 'x' }, v)), answer: { name: M.name } },
  validateAddress: {
    run: (v) => validateAddress(emptied(EMPTY_ADDRESS, v)),
    // a typed space in the postal code is not a digit (the precedence of account-billing-signup §5's two messages)
    answer: [
      { ...ADDRESS, zip: '「郵便番号」は7桁で入力してください。' },
      { ...ADDRESS, zip: '「郵便番号」は7桁で入力してください。' },
      { ...ADDRESS, zip: '「郵便番号」は半角数字で入力してください。' },
      { ...ADDRESS, zip: '「郵便番号」は半角数字で入力してください。' },
    ],
  },
  validateApplicationName: {
    run: (v) => validateApplicationName(v),
    answer: '「アプリケーション名」は必須です。入力してください。',
  },
  validateBusinessHours: {
    run: (v) => validateBusinessHours(emptied(businessHoursFormOf(DEFAULT_BUSINESS_HOURS), v)),
    answer: Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => [
        day,
        '開始時刻と終了時刻を入力してください。',
      ]),
    ),
  },
  validateCardCount: { run: () => validateCardCount(0), answer: 'カードを1枚以上選択してください。' },
  validateCardEntries: {
    run: (v) =>
      validateCardEntries([{ cardMasterId: null, expiry: emptied({ ...defaultExpiry(NOW), enabled: true }, v) }], NOW),
    answer: {
      'entries.0.cardMasterId': 'カードを選択してください。',
      'entries.0.expiry.fromDate': M.dateAndTime,
      'entries.0.expiry.toDate': M.dateAndTime,
    },
  },
  validateCardFields: {
    run: (v) => validateCardFields(emptied({ name: 'x', user: 'x' }, v), null, []),
    answer: { name: '「カード名」を入力してください。', user: '「利用者」を選択してください。' },
  },
  validateCardName: { run: (v) => validateCardName(v), answer: '「カード名」を入力してください。' },
  validateCodeRequest: { run: (v) => validateCodeRequest(emptied({ email: 'x' }, v)), answer: { email: M.email } },
  validateCompanyFields: {
    run: (v) => validateCompanyFields(emptied({ name: 'x', division: 'x', url: 'x' }, v)),
    answer: { name: '「会社名」は必須です。入力してください。' },
  },
  validateConnection: {
    run: (v) => validateConnection(emptied({ code: 'x', email: 'x', password: 'x' }, v)),
    // a space typed in a code box is a character that is not a half-width letter or digit (connectionCode.ts)
    answer: [
      { code: '確認コードを入力してください。', email: M.email, password: M.password },
      { code: '確認コードを入力してください。', email: M.email, password: M.password },
      { code: '確認コードは半角英数字で入力してください。', email: M.email, password: M.password },
      { code: '確認コードは半角英数字で入力してください。', email: M.email, password: M.password },
    ],
  },
  validateEmail: { run: (v) => validateEmail(v), answer: M.email },
  validateExpiry: {
    run: (v) => validateExpiry(emptied({ ...defaultExpiry(NOW), enabled: true }, v), NOW),
    answer: { from: M.dateAndTime, to: M.dateAndTime },
  },
  validateGroupForm: {
    run: (v) => validateGroupForm(emptied(defaultGroupForm(NOW), v)),
    answer: { name: '「グループ名」は必須です。入力してください。' },
  },
  validateGuestEmail: { run: (v) => validateGuestEmail(v), answer: M.guestEmail },
  validateGuestForm: {
    run: (v) => validateGuestForm(emptied({ name: 'x', email: 'x' }, v)),
    answer: { name: M.name, email: M.guestEmail },
  },
  validateGuestName: { run: (v) => validateGuestName(v), answer: M.name },
  validateGuestRename: { run: (v) => validateGuestRename(emptied({ name: 'x' }, v)), answer: { name: M.name } },
  validateInstallation: {
    run: (v) =>
      validateInstallation(emptied(initialChoices('2026-12-01'), v), {
        min: '2026-11-28',
        max: '2027-05-20',
        nonReservables: [],
      }),
    answer: INSTALLATION,
  },
  validateInvitationRegistration: {
    run: (v) => validateInvitationRegistration(emptied({ name: 'x', password: 'x' }, v)),
    answer: { name: M.name, password: M.password },
  },
  validateInviteEmail: { run: (v) => validateInviteEmail(v), answer: M.email },
  validateLockName: { run: (v) => validateLockName(v), answer: '「ロック名」は必須です。入力してください。' },
  validateLoginEmail: { run: (v) => validateLoginEmail(v), answer: M.email },
  validateLoginPassword: { run: (v) => validateLoginPassword(v), answer: M.password },
  validateNotificationEmail: { run: (v) => validateNotificationEmail([])(v), answer: M.email },
  validatePassWho: {
    run: (v) => validatePassWho(v, v),
    answer: { name: '「名前」は30文字以内で入力してください。' },
  },
  validatePassWindow: {
    run: (v) => validatePassWindow(emptied(defaultPassWindow(NOW), v), NOW),
    answer: { from: M.dateAndTime, to: M.dateAndTime },
  },
  validatePaymentCardHolderName: {
    run: (v) => validatePaymentCardHolderName(v),
    answer: '「カード名義」は必須です。入力してください。',
  },
  validatePaymentCardPhone: {
    run: (v) => validatePaymentCardPhone(v),
    answer: '「電話番号」は必須です。入力してください。',
  },
  validatePinFields: {
    run: (v) => validatePinFields(emptied({ name: 'x', pin: 'x' }, v)),
    answer: { name: '「名前」は30文字以内で入力してください。', pin: '「暗証番号」を入力してください。' },
  },
  validateQuantities: {
    run: (v) => validateQuantities(emptied({ basic: 'x', pro: 'x', lock: 'x', lockBuiltIn: 'x', pad: 'x' }, v)),
    answer: { basic: M.quantity, pro: M.quantity, lock: M.quantity, lockBuiltIn: M.quantity, pad: M.quantity },
  },
  validateQuantity: { run: (v) => validateQuantity(v), answer: M.quantity },
  validateResetPassword: {
    run: (v) => validateResetPassword(emptied({ password: 'x', confirmation: 'x' }, v)),
    answer: { password: M.password, confirmation: M.password },
  },
  validateResetRequest: { run: (v) => validateResetRequest(emptied({ email: 'x' }, v)), answer: { email: M.email } },
  validateTimecardUser: { run: (v) => validateTimecardUser(v), answer: '利用者を選択してください。' },
};

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sourcesUnder(path) : /\.tsx?$/.test(entry) ? [path] : [];
  });

/** Every validator the screens and the use cases call (the domain's `validate…` functions), read from the code. */
const validatorsInUse = (): string[] => {
  const names = new Set<string>();
  for (const file of [...sourcesUnder('src/ui'), ...sourcesUnder('src/application')])
    for (const match of readFileSync(file, 'utf8').matchAll(/\bvalidate[A-Z]\w*\b/g)) names.add(match[0]);
  return [...names].sort();
};

describe('every validator of every form takes an emptied field (undefined, empty, spaces) and answers its message', () => {
  it('the list below holds every validator the screens and use cases call, and no other', () => {
    expect(Object.keys(VALIDATORS).sort()).toEqual(validatorsInUse());
  });

  it.each(Object.entries(VALIDATORS))('%s', (_name, { run, answer }) => {
    const answers = EMPTIED.map((value) => run(value));
    expect(answers).toEqual(Array.isArray(answer) ? answer : EMPTIED.map(() => answer));
  });
});
