import { describe, expect, it } from 'vitest';
import { isSecretParameter, redactSecrets, secretsOf } from '../../../src/domain/shared/secrets';

const ORIGIN = 'https://console.example.jp';

describe('redactSecrets: the tokens of the console links never leave in a report or a log', () => {
  it.each([
    ['the password-reset token', '/password_reset/f3a9c2e1b7/', '/password_reset/[redacted]/'],
    [
      'the sign-up mail token',
      '/account/signup/organization/tok-9f8e7d6c?step=3',
      '/account/signup/organization/[redacted]?step=3',
    ],
    ['the manager invitation id', '/accept-manager-invitation/inv_4f2a91', '/accept-manager-invitation/[redacted]'],
    ['the guest invitation id', '/accept-invitation/77', '/accept-invitation/[redacted]'],
    [
      'the linking secret',
      '/account_connection/connection?secret=AB12CD',
      '/account_connection/connection?secret=[redacted]',
    ],
    [
      'the unlink secret',
      '/account_connection/disconnection?secret=ZX98YW#top',
      '/account_connection/disconnection?secret=[redacted]#top',
    ],
    [
      'any parameter named like a secret or a token, and nothing else',
      '/home?page=2&email_token=abc&accessToken=def&api-key=ghi&password=p&keypad_id=5',
      '/home?page=2&email_token=[redacted]&accessToken=[redacted]&api-key=[redacted]&password=[redacted]&keypad_id=5',
    ],
    ['a token in the fragment', '/login#access_token=eyJhbGciOi&state=1', '/login#access_token=[redacted]&state=1'],
    [
      'a path inside a percent-encoded redirect',
      '/login?redirect=%2Fpassword_reset%2Fq1w2e3r4%2F',
      '/login?redirect=%2Fpassword_reset%2F[redacted]%2F',
    ],
  ])('%s', (_what, path, expected) => {
    expect(redactSecrets(`${ORIGIN}${path}`)).toBe(`${ORIGIN}${expected}`);
  });

  it('keeps the inquiry number of the sign-up done page and the paths without secrets', () => {
    for (const path of [
      '/account/signup/organization-done/H123456',
      '/locks/3/pins/12/玄関',
      '/password/reset/',
      '/guests/4',
    ])
      expect(redactSecrets(`${ORIGIN}${path}`)).toBe(`${ORIGIN}${path}`);
  });

  it('redacts the same link quoted inside a message or a stack', () => {
    const stack = `Error: boom\n    at ${ORIGIN}/password_reset/f3a9c2e1b7/:1:20\n    at fetch (${ORIGIN}/x?token=t0k3n)`;
    expect(redactSecrets(stack)).toBe(
      `Error: boom\n    at ${ORIGIN}/password_reset/[redacted]/:1:20\n    at fetch (${ORIGIN}/x?token=[redacted])`,
    );
  });

  it("sweeps the page URL's secret values from any other text, raw or percent-decoded", () => {
    const known = secretsOf(`${ORIGIN}/account/signup/organization/%E3%81%82bc123?secret=AB12CD`);
    expect(known).toEqual(['%E3%81%82bc123', 'あbc123', 'AB12CD']);
    expect(redactSecrets('token あbc123 refused; code AB12CD; line 12', known)).toBe(
      'token [redacted] refused; code [redacted]; line 12',
    );
  });

  it('names a parameter secret by its words, not by a substring', () => {
    expect(
      ['secret', 'email_token', 'password_reset_token', 'apiKey', 'client-secret', 'user[token]'].every(
        isSecretParameter,
      ),
    ).toBe(true);
    expect(['keypad_id', 'page', 'per_page', 'kind', 'redirect', 't', 'tokens'].some(isSecretParameter)).toBe(false);
  });
});
