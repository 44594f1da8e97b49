import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invitationCaseOf, validateInvitationRegistration } from '../../../src/domain/account/invitation';
import { renamed, validateAccountInfo } from '../../../src/domain/account/manager';
import { ACCOUNT_MESSAGES, currentAccountOf, joinQuestionOf } from '../../../src/domain/account/messages';
import { validateResetPassword, validateResetRequest } from '../../../src/domain/account/passwordReset';

const RUNS = { numRuns: 1000 };

describe('account info form', () => {
  it('reports the name rules by field, as final-form expects', () => {
    expect(validateAccountInfo({})).toEqual({ name: '名前を入力してください。' });
    expect(validateAccountInfo({ name: 'あ'.repeat(21) })).toEqual({ name: '名前は20文字以内で入力してください。' });
    expect(validateAccountInfo({ name: '山田 太郎' })).toEqual({});
  });
  it('a saved name replaces the old one and keeps id and e-mail', () => {
    expect(renamed({ id: 7, name: '旧', email: 'a@example.jp' }, '新')).toEqual({
      id: 7,
      name: '新',
      email: 'a@example.jp',
    });
  });
});

describe('password reset forms', () => {
  it('the request page needs a well-formed e-mail', () => {
    expect(validateResetRequest({})).toEqual({ email: 'メールアドレスを入力してください。' });
    expect(validateResetRequest({ email: 'a@b' })).toEqual({ email: 'メールアドレスの形式が正しくありません。' });
    expect(validateResetRequest({ email: 'a@example.jp' })).toEqual({});
  });
  it('the token page needs a valid password and an equal confirmation', () => {
    expect(validateResetPassword({})).toEqual({
      password: 'パスワードを入力してください。',
      confirmation: 'パスワードを入力してください。',
    });
    expect(validateResetPassword({ password: 'short', confirmation: 'short' })).toEqual({
      password: '半角英数、大小文字を含む8文字以上で設定ください。',
    });
    expect(validateResetPassword({ password: 'Passw0rd', confirmation: 'Passw0rd!' })).toEqual({
      confirmation: 'パスワードが一致しません。',
    });
    expect(validateResetPassword({ password: 'Passw0rd', confirmation: 'Passw0rd' })).toEqual({});
  });
  it('property: the token page never throws and only names its two fields with spec messages', () => {
    const messages = [
      'パスワードを入力してください。',
      '半角英数、大小文字を含む8文字以上で設定ください。',
      'パスワードが一致しません。',
    ];
    const field = fc.option(fc.oneof(fc.string(), fc.constant('Passw0rd')), { nil: undefined });
    fc.assert(
      fc.property(field, field, (password, confirmation) => {
        const errors = validateResetPassword({ password, confirmation });
        for (const [key, message] of Object.entries(errors)) {
          expect(['password', 'confirmation']).toContain(key);
          expect(messages).toContain(message);
        }
      }),
      RUNS,
    );
  });
});

describe('accept manager invitation: the four cases', () => {
  const invited = 'invited@example.jp';
  it('1. the invited manager does not exist yet: register (whoever is signed in)', () => {
    expect(invitationCaseOf({ invitation: { email: invited, managerExists: false }, signedIn: null })).toBe('register');
    expect(
      invitationCaseOf({ invitation: { email: invited, managerExists: false }, signedIn: { email: invited } }),
    ).toBe('register');
  });
  it('2. signed in as the invited manager: join', () => {
    expect(
      invitationCaseOf({ invitation: { email: invited, managerExists: true }, signedIn: { email: invited } }),
    ).toBe('join');
  });
  it('3. signed in as another account: wrong-account', () => {
    expect(
      invitationCaseOf({
        invitation: { email: invited, managerExists: true },
        signedIn: { email: 'other@example.jp' },
      }),
    ).toBe('wrong-account');
  });
  it('4. not signed in: login-required', () => {
    expect(invitationCaseOf({ invitation: { email: invited, managerExists: true }, signedIn: null })).toBe(
      'login-required',
    );
  });
  it('property: the invitee is recognised whatever the letter case of the address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.func(fc.boolean()), (email, upper) => {
        const variant = Array.from(email)
          .map((c, i) => (upper(i) ? c.toUpperCase() : c.toLowerCase()))
          .join('');
        expect(invitationCaseOf({ invitation: { email, managerExists: true }, signedIn: { email: variant } })).toBe(
          'join',
        );
      }),
      RUNS,
    );
  });
  it('the registration form needs a name and a valid password', () => {
    expect(validateInvitationRegistration({})).toEqual({
      name: '名前を入力してください。',
      password: 'パスワードを入力してください。',
    });
    expect(validateInvitationRegistration({ name: '山田', password: 'passw0rd' })).toEqual({
      password: '半角英数、大小文字を含む8文字以上で設定ください。',
    });
    expect(validateInvitationRegistration({ name: '山田', password: 'Passw0rd' })).toEqual({});
  });
});

describe('account messages are the spec text, character for character', () => {
  it('toasts and alerts of account-billing-signup §8', () => {
    expect(ACCOUNT_MESSAGES.accountSaved).toBe('保存しました。');
    expect(ACCOUNT_MESSAGES.accountSaveFailed).toBe('アカウント情報を保存できませんでした。');
    expect(ACCOUNT_MESSAGES.registrationFailed).toBe('アカウントを登録できませんでした。');
    expect(ACCOUNT_MESSAGES.acceptFailed).toBe('このアカウントでは参加できません。');
    expect(ACCOUNT_MESSAGES.invitationLoadFailed).toBe('招待状の読み込みに失敗しました。');
    expect(ACCOUNT_MESSAGES.passwordChanged).toBe('パスワードを変更しました');
    expect(ACCOUNT_MESSAGES.passwordChangeFailed).toBe('パスワードの変更に失敗しました');
    expect(ACCOUNT_MESSAGES.resetMailFailed).toBe(
      'リセットメールの送信に失敗しました。時間をおいて再度お試しください。',
    );
  });
  it('the invitation texts name the organization and the current account', () => {
    expect(joinQuestionOf('株式会社サンプル')).toBe('このアカウントで「株式会社サンプル」に参加しますか？');
    expect(currentAccountOf('other@example.jp')).toBe('現在ログイン中のアカウント：other@example.jp');
  });
});
