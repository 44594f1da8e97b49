import { describe, expect, it } from 'vitest';
import {
  codeSentMessageOf,
  linkRequestOf,
  unlinkSecretOf,
  validateCodeRequest,
  validateConnection,
} from '../../../src/domain/linking/connection';
import { LINKING_MESSAGES } from '../../../src/domain/linking/messages';

describe('connection-code and disconnection-code requests', () => {
  it('need a well-formed e-mail', () => {
    expect(validateCodeRequest({})).toEqual({ email: 'メールアドレスを入力してください。' });
    expect(validateCodeRequest({ email: 'app-user' })).toEqual({ email: 'メールアドレスの形式が正しくありません。' });
    expect(validateCodeRequest({ email: 'app-user@example.jp' })).toEqual({});
  });
  it('the done page says which code was sent', () => {
    expect(codeSentMessageOf('connection')).toBe(LINKING_MESSAGES.connectionCodeSent);
    expect(codeSentMessageOf('disconnection')).toBe(LINKING_MESSAGES.disconnectionCodeSent);
  });
});

describe('connection: code, e-mail and password of the lock-app account', () => {
  it('reports each field with the spec message', () => {
    expect(validateConnection({})).toEqual({
      code: '確認コードを入力してください。',
      email: 'メールアドレスを入力してください。',
      password: 'パスワードを入力してください。',
    });
    expect(validateConnection({ code: 'ab!', email: 'x', password: 'p' })).toEqual({
      code: '確認コードは半角英数字で入力してください。',
      email: 'メールアドレスの形式が正しくありません。',
    });
  });
  it("only requires the lock-app password: its format is the app's rule, not the console's", () => {
    expect(validateConnection({ code: 'aB3dE9', email: 'app-user@example.jp', password: 'x' })).toEqual({});
  });
  it('sends the code as secret', () => {
    expect(linkRequestOf({ code: 'aB3dE9', email: ' app-user@example.jp ', password: 'pw' })).toEqual({
      email: 'app-user@example.jp',
      password: 'pw',
      secret: 'aB3dE9',
    });
  });
  it('a failed link says メールアドレスかパスワード、あるいは確認コードが間違っています。', () => {
    expect(LINKING_MESSAGES.linkFailed).toBe('メールアドレスかパスワード、あるいは確認コードが間違っています。');
  });
});

describe('disconnection', () => {
  it('unlinks only with a secret from the query', () => {
    expect(unlinkSecretOf(null)).toBeNull();
    expect(unlinkSecretOf('  ')).toBeNull();
    expect(unlinkSecretOf('s3cret')).toBe('s3cret');
  });
});
