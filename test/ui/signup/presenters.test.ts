import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  PaymentCardProvider,
  type PaymentCardSession,
} from '../../../src/application/organization/ports/PaymentCardProvider';
import { PostalLookup } from '../../../src/application/signup/ports/PostalLookup';
import { BundledPostalLookup } from '../../../src/infrastructure/browser/postal/BundledPostalLookup';
import { DEMO_SIGNUP_TOKEN } from '../../../src/infrastructure/memory/signup/slice';
import { ProvisionalPresenter } from '../../../src/ui/signup/ProvisionalPresenter';
import { canProceed, SignupWizardPresenter, type WizardState } from '../../../src/ui/signup/SignupWizardPresenter';
import { memoryBackend, type Backend } from '../../support/backends';
import { effectsOf, recordStates } from '../../support/presenters';

const TOKYO = { '1000001': [13, '千代田区', '千代田', ''] };

/** The memory backend, postal data from a one-prefix stand-in, and (optionally) a card provider stub. */
const setUp = (card?: PaymentCardSession): Backend => {
  const backend = memoryBackend();
  backend.container
    .rebind(PostalLookup)
    .toConstantValue(new BundledPostalLookup(async (prefix) => (prefix === '100' ? TOKYO : undefined)));
  if (card)
    backend.container.rebind(PaymentCardProvider).toConstantValue({ load: () => Promise.resolve(E.right(card)) });
  return backend;
};

const label = (s: WizardState): string => (s.status === 'ready' ? `ready:${s.draft.step}` : s.status);
const watch = (presenter: SignupWizardPresenter) => {
  const seen: string[] = [];
  presenter.state$.subscribe((s) => {
    const l = label(s);
    if (seen[seen.length - 1] !== l) seen.push(l);
  });
  const effects = effectsOf(presenter);
  return { seen, effects };
};

const ready = (presenter: SignupWizardPresenter) => {
  const s = presenter.snapshot;
  if (s.status !== 'ready') throw new Error(`not ready: ${s.status}`);
  return s;
};

/** Steps 2 to 5 filled as a manager would, with the postal fill. */
const fillToPayment = async (presenter: SignupWizardPresenter) => {
  presenter.updateCompany({ name: '株式会社プレゼンター' });
  presenter.updateAddress('company', { staffName: '申込 花子', tel: '0312345678' });
  presenter.updateAddress('company', { zip: '1000001' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  presenter.next();
  presenter.next();
  presenter.next();
  presenter.acceptTerms(true);
  presenter.next();
};

describe('sign-up wizard presenter', () => {
  it('opens at step 2; Next does nothing while the step is invalid; the postal code fills prefecture and city plus area', async () => {
    const backend = setUp();
    const presenter = backend.container.get(SignupWizardPresenter);
    const { seen } = watch(presenter);
    await presenter.open({ token: DEMO_SIGNUP_TOKEN });
    expect(seen).toEqual(['loading', 'ready:2']);
    presenter.next();
    expect(ready(presenter).draft.step).toBe(2);
    presenter.updateAddress('company', { zip: '1000001' });
    expect(ready(presenter).postal.company).toBe('looking-up');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready(presenter).draft.company.address).toMatchObject({
      zip: '1000001',
      prefecture: '東京都',
      address: '千代田区千代田',
    });
    expect(ready(presenter).postal.company).toBe('idle');
    presenter.updateAddress('company', { zip: '9990000' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready(presenter).postal.company).toBe('not-found');
  });

  it('by invoice: steps 2 → 6, terms required, Apply once, then the done page with the inquiry number and no draft left', async () => {
    const backend = setUp();
    const presenter = backend.container.get(SignupWizardPresenter);
    const { seen, effects } = watch(presenter);
    await presenter.open({ token: DEMO_SIGNUP_TOKEN });
    await fillToPayment(presenter);
    expect(seen).toEqual(['loading', 'ready:2', 'ready:3', 'ready:4', 'ready:5', 'ready:6']);
    const sent = recordStates(presenter.submission, (s) => s.status);
    const first = presenter.submit();
    const second = presenter.submit();
    await Promise.all([first, second]);
    expect(sent).toEqual(['idle', 'submitting', 'done']);
    expect(backend.world.read((s) => s.signupApplications)).toHaveLength(1);
    const code = backend.world.read((s) => s.signupApplications[0]?.humanCode);
    expect(effects).toEqual([{ kind: 'navigate', to: `/account/signup/organization-done/${code}`, replace: true }]);
    expect(backend.storage.getItem('qrio-console.signup-draft')).toBeNull();
    // the submission is done: nothing changes while the done page opens
    presenter.back();
    expect(ready(presenter).draft.step).toBe(6);
  });

  it('the draft comes back after a reload without the terms tick: a draft left on step 6 reopens at step 5', async () => {
    const backend = setUp();
    const first = backend.container.get(SignupWizardPresenter);
    await first.open({ token: DEMO_SIGNUP_TOKEN });
    await fillToPayment(first);
    first.dispose();
    const stored = backend.storage.getItem('qrio-console.signup-draft') ?? '';
    expect(stored).toContain('株式会社プレゼンター');
    // the mail link's token is a secret: in no key and no value of the storage
    expect(stored).not.toContain(DEMO_SIGNUP_TOKEN);
    expect(stored).not.toMatch(/terms|holder|phone/i);
    const again = backend.container.get(SignupWizardPresenter);
    await again.open({ token: DEMO_SIGNUP_TOKEN });
    expect(ready(again)).toMatchObject({
      restored: true,
      termsAccepted: false,
      draft: { step: 5, company: { name: '株式会社プレゼンター' } },
    });
    expect(canProceed(ready(again), again.card.snapshot, again.submission.busy)).toBe(false);
  });

  it('Pro brings three dates starting at the earliest reservable day; Next waits for three different pairs', async () => {
    const backend = setUp();
    const presenter = backend.container.get(SignupWizardPresenter);
    await presenter.open({ token: DEMO_SIGNUP_TOKEN });
    await fillToPayment(presenter);
    for (let i = 0; i < 3; i += 1) presenter.back();
    presenter.setQuantity('pro', '1');
    const start = ready(presenter).context.startDate;
    expect(ready(presenter).draft.installation).toEqual(
      [1, 2, 3].map((priority) => ({ priority, date: start, timeSlot: '' })),
    );
    expect(canProceed(ready(presenter), presenter.card.snapshot, presenter.submission.busy)).toBe(false);
    presenter.setInstallation(1, { timeSlot: 'morning' });
    presenter.setInstallation(2, { timeSlot: 'morning' });
    presenter.setInstallation(3, { timeSlot: 'evening' });
    expect(canProceed(ready(presenter), presenter.card.snapshot, presenter.submission.busy)).toBe(false);
    presenter.setInstallation(2, { timeSlot: 'daytime' });
    expect(canProceed(ready(presenter), presenter.card.snapshot, presenter.submission.busy)).toBe(true);
  });

  it('a declined card: the failure of the submission, the card fields cleared, the rest of the application kept; back clears the alert', async () => {
    let cleared = 0;
    const card: PaymentCardSession = {
      mount: (_targets, onChange) => onChange({ numberComplete: true, expiryComplete: true, cvcComplete: true }),
      createToken: () =>
        Promise.resolve(E.left({ _tag: 'PaymentCardTokenError', message: 'カードが拒否されました。' })),
      clear: () => {
        cleared += 1;
      },
      destroy: () => undefined,
    };
    const backend = setUp(card);
    const presenter = backend.container.get(SignupWizardPresenter);
    await presenter.open({ token: DEMO_SIGNUP_TOKEN });
    await fillToPayment(presenter);
    presenter.choosePayment('card');
    await new Promise((resolve) => setTimeout(resolve, 0));
    presenter.card.mountFields({ number: 'n', expiry: 'e', cvc: 'c' });
    presenter.card.updateHolder({ holderName: 'TARO YAMADA', phone: '090-1234-5678' });
    expect(canProceed(ready(presenter), presenter.card.snapshot, presenter.submission.busy)).toBe(true);
    await presenter.submit();
    expect(presenter.submission.snapshot).toMatchObject({ status: 'failed', message: 'カードが拒否されました。' });
    expect(ready(presenter)).toMatchObject({
      draft: { step: 6, payment: 'card', company: { name: '株式会社プレゼンター' } },
    });
    expect(presenter.card.snapshot).toMatchObject({ cardGeneration: 1, holder: { holderName: '', phone: '' } });
    expect(cleared).toBe(1);
    expect(backend.world.read((s) => s.signupApplications)).toEqual([]);
    presenter.back();
    expect(presenter.submission.snapshot).toEqual({ status: 'idle' });
    expect(ready(presenter).draft.step).toBe(5);
  });

  it('applications stopped is its own state; an unknown token opens the wizard (no spec call checks it before the submit)', async () => {
    const backend = setUp();
    backend.world.write((s) => {
      s.signupSettings.applicationsOpen = false;
    });
    const stopped = backend.container.get(SignupWizardPresenter);
    await stopped.open({ token: DEMO_SIGNUP_TOKEN });
    expect(stopped.snapshot).toEqual({ status: 'stopped' });
    const other = setUp().container.get(SignupWizardPresenter);
    await other.open({ token: 'unknown' });
    expect(other.snapshot).toMatchObject({ status: 'ready', token: 'unknown', draft: { step: 2 } });
  });
});

describe('provisional registration presenter', () => {
  it('idle → submitting → done, then the mail-done page; a failure is the alert', async () => {
    const backend = setUp();
    const presenter = backend.container.get(ProvisionalPresenter);
    const seen: string[] = [];
    presenter.state$.subscribe((s) => seen.push(s.status));
    const effects = effectsOf(presenter);
    await presenter.send({ email: 'p@example.jp' });
    expect(seen).toEqual(['idle', 'submitting', 'done']);
    expect(effects).toEqual([{ kind: 'navigate', to: '/account/signup/mail-done', replace: false }]);
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    const failing = backend.container.get(ProvisionalPresenter);
    await failing.send({ email: 'p@example.jp' });
    expect(failing.snapshot).toMatchObject({
      status: 'failed',
      message: '送信に失敗しました。再度送信ボタンを押してください。',
    });
  });
});
