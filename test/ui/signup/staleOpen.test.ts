import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrors, type Outcome } from '../../../src/application/shared/AppError';
import { OpenSignup, type SignupContext } from '../../../src/application/signup/OpenSignup';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { DEMO_SIGNUP_TOKEN } from '../../../src/infrastructure/memory/signup/slice';
import { SignupWizardPresenter, type WizardState } from '../../../src/ui/signup/SignupWizardPresenter';
import { memoryBackend, type Backend } from '../../support/backends';
import { recordStates } from '../../support/presenters';
import { answerByHand } from '../../support/deferred';
import { rightOf } from '../../support/outcomes';

afterEach(() => vi.restoreAllMocks());

const summary = (s: WizardState): string =>
  s.status === 'ready'
    ? `ready:${s.token}:${s.context.taxRate}:${s.draft.step}`
    : s.status === 'failed'
      ? `${s.status}:${s.message}`
      : s.status;
const contextOf = async (backend: Backend): Promise<SignupContext> => {
  return rightOf(await backend.container.get(OpenSignup).execute(DEMO_SIGNUP_TOKEN));
};

describe('sign-up wizard presenter: a second mail link opened while the first loads', () => {
  it("the first link answering late is dropped: the wizard is the second link's", async () => {
    const backend = memoryBackend();
    const context = await contextOf(backend);
    const calls = answerByHand<Outcome<SignupContext>>(OpenSignup.prototype, 'execute');
    const presenter = backend.container.get(SignupWizardPresenter);
    const seen = recordStates(presenter, summary);
    const first = presenter.open({ token: 'token-first' });
    const second = presenter.open({ token: 'token-second' });
    expect(calls.map((c) => c.args)).toEqual([['token-first'], ['token-second']]);
    await calls[1]?.answer(E.right({ ...context, taxRate: 0.08 }));
    await calls[0]?.answer(E.right({ ...context, taxRate: 0.05 }));
    await Promise.all([first, second]);
    expect(seen).toEqual(['loading', 'loading', 'loading', 'ready:token-second:0.08:2']);
  });

  it('an invalid first link answering after the second opened does not replace the wizard', async () => {
    const backend = memoryBackend();
    const context = await contextOf(backend);
    const calls = answerByHand<Outcome<SignupContext>>(OpenSignup.prototype, 'execute');
    const presenter = backend.container.get(SignupWizardPresenter);
    const loads = [presenter.open({ token: 'token-first' }), presenter.open({ token: 'token-second' })];
    await calls[1]?.answer(E.right(context));
    await calls[0]?.answer(
      E.left(
        AppErrors.notFound(
          'このお申し込みリンクは無効か、すでに使用されています。お手数ですが、もう一度仮登録からお手続きください。',
        ),
      ),
    );
    await Promise.all(loads);
    expect(summary(presenter.snapshot)).toBe(`ready:token-second:${context.taxRate}:2`);
  });

  it('the second link failing wins over the first succeeding late: failed with the network sentence', async () => {
    const backend = memoryBackend();
    const context = await contextOf(backend);
    const calls = answerByHand<Outcome<SignupContext>>(OpenSignup.prototype, 'execute');
    const presenter = backend.container.get(SignupWizardPresenter);
    const loads = [presenter.open({ token: 'token-first' }), presenter.open({ token: 'token-second' })];
    await calls[1]?.answer(E.left(AppErrors.unavailable()));
    await calls[0]?.answer(E.right(context));
    await Promise.all(loads);
    expect(presenter.snapshot).toEqual({ status: 'failed', message: MESSAGES.networkFailed });
  });
});
