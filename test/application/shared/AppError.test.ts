import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { AuthStore } from '../../../src/application/ports/AuthStore';
import { PortErrors } from '../../../src/application/ports/PortError';
import { AppErrors, fromPort, fromPortResult } from '../../../src/application/shared/AppError';
import { CurrentOrganization } from '../../../src/application/session/CurrentOrganization';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { memoryBackend, signedIn } from '../../support/backends';

const FALLBACK = '保存できませんでした。';

describe('fromPort: one wording for every port failure', () => {
  it('transport failures and unreadable bodies have the client-wide sentences, a server error the screen fallback', () => {
    expect(fromPort(PortErrors.unavailable('network'), FALLBACK)).toEqual({
      kind: 'Unavailable',
      message: MESSAGES.networkFailed,
    });
    expect(fromPort(PortErrors.unavailable('timeout'), FALLBACK)).toEqual({
      kind: 'Unavailable',
      message: MESSAGES.networkFailed,
    });
    expect(fromPort(PortErrors.unavailable('server', 500), FALLBACK)).toEqual({
      kind: 'Unavailable',
      message: FALLBACK,
    });
    expect(fromPort(PortErrors.contractViolation('$.id', 'missing'), FALLBACK)).toEqual({
      kind: 'Unexpected',
      message: MESSAGES.unexpectedResponse,
    });
    expect(fromPort(PortErrors.unauthorized(), FALLBACK)).toEqual({
      kind: 'Unauthorized',
      message: MESSAGES.authFailed,
    });
    // a 401's body is the server's (often English 'Unauthorized'): an expired session says the spec's sentence even
    // where server messages are shown
    expect(fromPort(PortErrors.unauthorized('Unauthorized'), FALLBACK, { serverMessage: true })).toEqual({
      kind: 'Unauthorized',
      message: MESSAGES.authFailed,
    });
  });

  it('keeps the kind of a refusal and words it with the fallback, the server message, or a screen sentence', () => {
    expect(fromPort(PortErrors.notFound('gone'), FALLBACK)).toEqual({ kind: 'NotFound', message: FALLBACK });
    expect(fromPort(PortErrors.conflict('使用済みです'), FALLBACK, { serverMessage: true })).toEqual({
      kind: 'Conflict',
      message: '使用済みです',
    });
    expect(fromPort(PortErrors.planLimit(), FALLBACK, { messages: { PlanLimit: MESSAGES.planLimitReached } })).toEqual({
      kind: 'PlanLimit',
      message: MESSAGES.planLimitReached,
    });
    expect(fromPort(PortErrors.unavailable('network'), FALLBACK, { plain: true })).toEqual({
      kind: 'Unavailable',
      message: FALLBACK,
    });
  });

  it('fromPortResult passes a value through unchanged', () => {
    expect(fromPortResult(E.right(3), FALLBACK)).toEqual(E.right(3));
    expect(fromPortResult(E.left(PortErrors.invalid()), FALLBACK)).toEqual(
      E.left({ kind: 'Invalid', message: FALLBACK }),
    );
  });

  it('invalidFields carries the field messages and the first of them as its message', () => {
    expect(AppErrors.invalidFields({ name: undefined, email: 'メールアドレスを入力してください。' })).toEqual({
      kind: 'Invalid',
      message: 'メールアドレスを入力してください。',
      fields: { name: undefined, email: 'メールアドレスを入力してください。' },
    });
  });
});

describe('CurrentOrganization.run / call', () => {
  it('runs the call with the current organization id once signed in', async () => {
    const backend = await signedIn();
    const id = backend.container.get<AuthStore>(AuthStore).load()?.currentOrganization?.id;
    const seen: number[] = [];
    const result = await backend.container.get(CurrentOrganization).call(FALLBACK, async (organizationId) => {
      seen.push(organizationId);
      return E.right('ok');
    });
    expect(result).toEqual(E.right('ok'));
    expect(seen).toEqual([id]);
  });

  it('without a current organization answers NoOrganization and calls nothing', async () => {
    const backend = memoryBackend();
    let calls = 0;
    const result = await backend.container.get(CurrentOrganization).run(async () => {
      calls += 1;
      return E.right('never');
    });
    expect(result).toEqual(E.left({ kind: 'NoOrganization', message: MESSAGES.authRequired }));
    expect(calls).toBe(0);
  });

  it('a failed call is worded through fromPort', async () => {
    const backend = await signedIn();
    const result = await backend.container
      .get(CurrentOrganization)
      .call(FALLBACK, async () => E.left(PortErrors.unavailable('network')));
    expect(result).toEqual(E.left({ kind: 'Unavailable', message: MESSAGES.networkFailed }));
  });
});
