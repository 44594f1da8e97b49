import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { OpenSignup } from '../../../src/application/signup/OpenSignup';
import { RequestProvisionalRegistration } from '../../../src/application/signup/RequestProvisionalRegistration';
import { SubmitSignup } from '../../../src/application/signup/SubmitSignup';
import type { SignupApplication } from '../../../src/domain/signup/application';
import { InMemoryDevTools } from '../../../src/infrastructure/memory/dev/InMemoryDevTools';
import { DEMO_SIGNUP_TOKEN } from '../../../src/infrastructure/memory/signup/slice';
import { BACKENDS, type Backend } from '../../support/backends';
import { failedWith, failure, invalid, rightOf, success } from '../../support/outcomes';
import { typedCard } from '../../support/paymentCard';

const COMPANY_ADDRESS = {
  staffName: '鈴木 一郎',
  tel: '0312345678',
  zip: '1000001',
  prefecture: '東京都',
  address: '千代田区千代田1-1',
};

const application = (over: Partial<SignupApplication> = {}): SignupApplication => ({
  emailToken: DEMO_SIGNUP_TOKEN,
  company: { name: '株式会社テスト', division: '総務部', url: 'https://example.jp', address: COMPANY_ADDRESS },
  counts: { basic: 2, pro: 0, lock: 1, lockBuiltIn: 0, pad: 2 },
  delivery: 'same',
  deliveryAddress: { staffName: '', tel: '', zip: '', prefecture: '', address: '' },
  installation: [],
  payment: 'invoice',
  taxRate: 0.1,
  ...over,
});

const latestMail = (backend: Backend) => backend.world.read((s) => s.mails[0]);

describe.each(BACKENDS)('sign-up on the %s backend', (_name, makeBackend) => {
  it('provisional registration mails a working link to the wizard', async () => {
    const backend = makeBackend();
    expect(await backend.container.get(RequestProvisionalRegistration).execute({ email: ' new@example.jp ' })).toEqual(
      E.right(undefined),
    );
    const mail = latestMail(backend);
    expect(mail?.to).toBe('new@example.jp');
    const href = mail?.links[0]?.href ?? '';
    expect(href).toMatch(/^\/account\/signup\/organization\/[^/]+$/);
    const token = decodeURIComponent(href.split('/').pop() ?? '');
    expect(await backend.container.get(OpenSignup).execute(token)).toEqual(success());
    // the token travels as email_token of POST /v1/organizations/ (no spec call checks it before)
    expect(await backend.container.get(SubmitSignup).execute(application({ emailToken: token }))).toEqual(success());
  });

  it('provisional registration: the e-mail rules, and any failure is the spec alert', async () => {
    const backend = makeBackend();
    const request = backend.container.get(RequestProvisionalRegistration);
    expect(await request.execute({ email: '' })).toEqual(invalid('メールアドレスを入力してください。'));
    expect(await request.execute({ email: 'not-an-address' })).toEqual(
      invalid('メールアドレスの形式が正しくありません。'),
    );
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    expect(await request.execute({ email: 'new@example.jp' })).toEqual(
      failedWith('送信に失敗しました。再度送信ボタンを押してください。'),
    );
  });

  it('opening the wizard gives the tax rate, the bounds with holidays, and the start at earliest_on', async () => {
    const backend = makeBackend();
    const opened = rightOf(await backend.container.get(OpenSignup).execute(DEMO_SIGNUP_TOKEN));
    // today is Saturday 2026-11-21: from day 7 (Saturday 11-28); the first weekday is Monday 11-30
    expect(opened).toMatchObject({ taxRate: 0.1, startDate: '2026-11-30', reservableFailed: false });
    expect(opened.bounds.min).toBe('2026-11-30');
    expect(opened.bounds.max).toBe('2027-05-20');
    // Japanese public holidays from @holiday-jp/holiday_jp, and two booked weekdays (12-02, 12-03)
    expect(opened.bounds.nonReservables).toEqual(
      expect.arrayContaining([
        '2027-01-01',
        '2027-01-11',
        '2027-02-11',
        '2027-02-23',
        '2027-04-29',
        '2027-05-03',
        '2026-12-02',
        '2026-12-03',
      ]),
    );
  });

  it('applications stopped: GET /v1/plans answers 503 and the wizard is not opened', async () => {
    const backend = makeBackend();
    backend.world.write((s) => {
      s.signupSettings.applicationsOpen = false;
    });
    expect(await backend.container.get(OpenSignup).execute(DEMO_SIGNUP_TOKEN)).toEqual(
      failure('Refused', '現在、新規のお申し込みを停止しております。再開までしばらくお待ちください。'),
    );
  });

  it("the dev menu's 申込受付 toggle stops applications (503) and opens them again", async () => {
    const backend = makeBackend();
    const dev = new InMemoryDevTools(backend.world);
    await backend.world.ready();
    expect(dev.settings().applicationsOpen).toBe(true);
    dev.update({ applicationsOpen: false });
    expect(dev.settings()).toMatchObject({ applicationsOpen: false, networkUp: true });
    expect(await backend.container.get(OpenSignup).execute(DEMO_SIGNUP_TOKEN)).toEqual(
      failure('Refused', '現在、新規のお申し込みを停止しております。再開までしばらくお待ちください。'),
    );
    dev.update({ applicationsOpen: true });
    expect(await backend.container.get(OpenSignup).execute(DEMO_SIGNUP_TOKEN)).toEqual(success());
  });

  it('an unknown token opens the wizard: the spec has no call that checks it; the application is what the server refuses', async () => {
    const backend = makeBackend();
    expect(await backend.container.get(OpenSignup).execute('no-such-token')).toEqual(success());
    expect(await backend.container.get(SubmitSignup).execute(application({ emailToken: 'no-such-token' }))).toEqual(
      failedWith('不明なエラーです。時間をおいて再度お試しください。'),
    );
  });

  it('by invoice: organization_type 3, the organization is created with its lines, the token is used up, the inquiry number mailed', async () => {
    const backend = makeBackend();
    const code = rightOf(await backend.container.get(SubmitSignup).execute(application()));
    expect(code).toMatch(/^QR\d{8}$/);
    const stored = backend.world.read((s) => s.signupApplications.find((a) => a.humanCode === code));
    expect(stored?.request.organization).toMatchObject({
      name: '株式会社テスト',
      organizationType: 3,
      address: COMPANY_ADDRESS,
      amount: 11330,
    });
    expect(stored?.request.subscription).toEqual([
      { name: 'console', price: 4500, quantity: 1 },
      { name: 'basic', price: 1400, quantity: 2 },
      { name: 'pro', price: 2800, quantity: 0 },
      { name: 'qriolock', price: 1000, quantity: 1 },
      { name: 'qriolock_built_in', price: 2400, quantity: 0 },
      { name: 'qriopad', price: 1000, quantity: 2 },
    ]);
    expect(stored?.request.delivery).toBeUndefined();
    expect(stored?.request.constructions).toBeUndefined();
    const organization = backend.world.read((s) => s.organizations.find((o) => o.id === stored?.organizationId));
    expect(organization).toMatchObject({ name: '株式会社テスト', organizationType: 'invoice' });
    expect(latestMail(backend)?.subject).toContain(code);
    // the mail link works once: a second application with its token is refused
    expect(await backend.container.get(SubmitSignup).execute(application())).toEqual(
      failedWith('不明なエラーです。時間をおいて再度お試しください。'),
    );
  });

  it('with Pro: the three dates reach the server as chosen (the wire shift is undone on the other side), delivery when different', async () => {
    const backend = makeBackend();
    const installation = [
      { priority: 1, date: '2026-12-01', timeSlot: 'morning' },
      { priority: 2, date: '2026-12-01', timeSlot: 'evening' },
      { priority: 3, date: '2026-12-04', timeSlot: 'daytime' },
    ] as const;
    const delivery = {
      staffName: '配送 太郎',
      tel: '0612345678',
      zip: '5300001',
      prefecture: '大阪府',
      address: '大阪市北区梅田1-1',
    };
    const result = await backend.container.get(SubmitSignup).execute(
      application({
        counts: { basic: 0, pro: 1, lock: 0, lockBuiltIn: 0, pad: 1 },
        installation,
        delivery: 'different',
        deliveryAddress: delivery,
      }),
    );
    expect(result).toEqual(success());
    const stored = backend.world.read((s) => s.signupApplications[0]);
    expect(stored?.request.constructions).toEqual(installation);
    expect(stored?.request.delivery).toEqual(delivery);
  });

  it('without card a refusal is 不明なエラーです。時間をおいて再度お試しください。', async () => {
    const backend = makeBackend();
    const result = await backend.container.get(SubmitSignup).execute(application({ emailToken: 'used-or-unknown' }));
    expect(result).toEqual(failedWith('不明なエラーです。時間をおいて再度お試しください。'));
  });

  it('by card: 3-D Secure token with the phone in international form, organization_type 1 and payjp_token', async () => {
    const backend = makeBackend();
    const { session, holders } = await typedCard(backend, '4242424242424242');
    const result = await backend.container
      .get(SubmitSignup)
      .execute(application({ payment: 'card' }), { holderName: ' TARO YAMADA ', phone: '090-1234-5678', session });
    expect(result).toEqual(success());
    expect(holders).toEqual([{ name: 'TARO YAMADA', phone: '+819012345678' }]);
    const stored = backend.world.read((s) => s.signupApplications[0]);
    expect(stored?.request.organization.organizationType).toBe(1);
    expect(stored?.request.payjpToken).toMatch(/^tok_/);
    expect(backend.world.read((s) => s.cardTokens.find((t) => t.id === stored?.request.payjpToken)?.used)).toBe(true);
  });

  it('a declined card is the provider message and nothing is sent to the server', async () => {
    const backend = makeBackend();
    const { session } = await typedCard(backend, '4000000000000002');
    const result = await backend.container
      .get(SubmitSignup)
      .execute(application({ payment: 'card' }), { holderName: 'TARO YAMADA', phone: '090-1234-5678', session });
    expect(result).toEqual(
      failure('Refused', 'カードが拒否されました。カード会社にお問い合わせいただくか、別のカードをご利用ください。'),
    );
    expect(backend.world.read((s) => s.signupApplications)).toEqual([]);
  });

  it('by card, a server refusal shows the server message', async () => {
    const backend = makeBackend();
    const { session } = await typedCard(backend, '4242424242424242');
    const result = await backend.container
      .get(SubmitSignup)
      .execute(application({ payment: 'card', emailToken: 'gone' }), {
        holderName: 'TARO YAMADA',
        phone: '090-1234-5678',
        session,
      });
    expect(result).toEqual(failure('NotFound', 'このお申し込みリンクは無効です。'));
  });
});
