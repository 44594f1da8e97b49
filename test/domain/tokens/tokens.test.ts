import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRevoked,
  sortChoiceOf,
  sortChoiceValueOf,
  TOKEN_SORT_CHOICES,
  validateApplicationName,
} from '../../../src/domain/tokens/token';
import { revokeQuestionOf } from '../../../src/domain/tokens/messages';

describe('application name (required, max 50)', () => {
  it('is required; blank counts as missing', () => {
    expect(validateApplicationName('')).toBe('「アプリケーション名」は必須です。入力してください。');
    expect(validateApplicationName(' \u3000')).toBe('「アプリケーション名」は必須です。入力してください。');
  });
  it('is at most 50 characters as a person counts them, after trimming', () => {
    expect(validateApplicationName('𠮷'.repeat(50))).toBeUndefined();
    expect(validateApplicationName(` ${'a'.repeat(50)} `)).toBeUndefined();
    expect(validateApplicationName('あ'.repeat(51))).toBe('「アプリケーション名」は最大50文字です。');
  });
  it('any non-blank text passes exactly when it has 50 characters or fewer', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }), (value) => {
        const trimmed = value.trim();
        fc.pre(trimmed !== '');
        const expected = Array.from(trimmed).length > 50 ? '「アプリケーション名」は最大50文字です。' : undefined;
        expect(validateApplicationName(value)).toBe(expected);
      }),
    );
  });
});

describe('token list', () => {
  it('a revoked token is one with a revoke date', () => {
    expect(isRevoked({ revokedAt: '2026-11-01T00:00:00Z' })).toBe(true);
    expect(isRevoked({ revokedAt: null })).toBe(false);
  });
  it('sorts by created date, last used and application name, each way; newest first by default', () => {
    expect(TOKEN_SORT_CHOICES.map((c) => [c.sort, c.order])).toEqual([
      ['created_at', 'desc'],
      ['created_at', 'asc'],
      ['last_used_at', 'desc'],
      ['last_used_at', 'asc'],
      ['application_name', 'asc'],
      ['application_name', 'desc'],
    ]);
    expect(sortChoiceOf('last_used_at:asc')).toMatchObject({
      sort: 'last_used_at',
      order: 'asc',
      label: '最終利用日が古い順',
    });
    expect(sortChoiceOf('nonsense')).toMatchObject({ sort: 'created_at', order: 'desc' });
    expect(sortChoiceValueOf({ sort: 'application_name', order: 'desc' })).toBe('application_name:desc');
  });
  it('the revoke question names the application', () => {
    expect(revokeQuestionOf('入退室連携')).toBe('「入退室連携」のAPIトークンを無効化しますか？');
  });
});
