import Encoding from 'encoding-japanese';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { CreateGuest } from '../../../src/application/guests/CreateGuest';
import { DeleteGuest } from '../../../src/application/guests/DeleteGuest';
import { LoadGuest } from '../../../src/application/guests/LoadGuest';
import { RequestGuestConnection } from '../../../src/application/guests/RequestGuestConnection';
import { SaveGuest } from '../../../src/application/guests/SaveGuest';
import { SearchGuests } from '../../../src/application/guests/SearchGuests';
import { UploadGuestCsv } from '../../../src/application/guests/UploadGuestCsv';
import { LinkLockAppAccount } from '../../../src/application/linking/LinkLockAppAccount';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { GUEST_MESSAGES } from '../../../src/domain/guests/messages';
import { BACKENDS, type Backend, signedIn } from '../../support/backends';
import { failureOfKind, rightOf, success } from '../../support/outcomes';

const sjis = (text: string): Uint8Array =>
  Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
const guestsOf = (backend: Backend, organizationId: number) =>
  backend.world.read((s) => s.guests.filter((g) => g.organizationId === organizationId));
const remainingOf = (backend: Backend, organizationId: number) =>
  backend.world.read((s) => s.organizations.find((o) => o.id === organizationId)?.planFunctions.remainingGuestCount);

describe.each(BACKENDS)('guests on the %s backend', (_name, makeBackend) => {
  it('lists connected guests 10 a page with the total', async () => {
    const backend = await signedIn(makeBackend);
    const page2 = rightOf(await backend.container.get(SearchGuests).execute({ name: '', isConnected: true, page: 2 }));
    expect({ total: page2.total, ids: page2.items.map((g) => g.id) }).toEqual({
      total: 18,
      ids: [11, 12, 13, 14, 15, 16, 17, 18],
    });
  });

  it('lists unconnected guests with their connection-request dates, by name', async () => {
    const backend = await signedIn(makeBackend);
    const result = rightOf(
      await backend.container.get(SearchGuests).execute({ name: '', isConnected: false, page: 1 }),
    );
    expect(result.total).toBe(12);
    expect(result.items.filter((g) => g.connectionRequestDate !== null).map((g) => g.id)).toEqual([21, 24, 27]);
    const byName = rightOf(
      await backend.container.get(SearchGuests).execute({ name: '岡田', isConnected: false, page: 1 }),
    );
    expect(byName.items.map((g) => g.name)).toEqual(['岡田 凛']);
  });

  describe('individual registration over the free tier (organization 1 has 30 guests)', () => {
    it('first asks to confirm the billable guest: 401 is not a logout and nothing is registered', async () => {
      const backend = await signedIn(makeBackend);
      const result = await backend.container
        .get(CreateGuest)
        .execute({ name: '新井 次郎', email: 'arai@example.jp' }, { billingConfirmed: false });
      expect(result).toEqual(
        E.left({
          kind: 'NeedsConsent',
          message:
            '現在の利用者数は30名です。利用者は20名まで無料で、それを超える利用者1名につき月額110円（税込）がかかります。今回の登録で1名分（月額110円）が追加されます。よろしいですか？',
        }),
      );
      expect(backend.events.unauthorizedCount).toBe(0);
      expect(guestsOf(backend, 1)).toHaveLength(30);
    });

    it('after the manager agrees, sends the guest again with pay-per-guest on and registers it', async () => {
      const backend = await signedIn(makeBackend);
      const result = await backend.container
        .get(CreateGuest)
        .execute({ name: ' 新井 次郎 ', email: 'arai@example.jp' }, { billingConfirmed: true });
      expect(result).toEqual(success());
      expect(guestsOf(backend, 1).at(-1)).toMatchObject({
        name: '新井 次郎',
        email: 'arai@example.jp',
        isConnected: false,
      });
      expect(remainingOf(backend, 1)).toBe(469);
      expect(backend.events.unauthorizedCount).toBe(0);
    });

    it('an e-mail already registered gives 既に登録されているメールアドレスです。 before any billing question', async () => {
      const backend = await signedIn(makeBackend);
      const result = await backend.container
        .get(CreateGuest)
        .execute({ name: '重複', email: 'GUEST05@example.jp' }, { billingConfirmed: false });
      expect(result).toEqual(
        E.left({
          kind: 'Invalid',
          message: '既に登録されているメールアドレスです。',
          fields: { email: '既に登録されているメールアドレスです。' },
        }),
      );
    });
  });

  it('in a small organization the last free slot registers directly, then the plan limit message follows', async () => {
    const backend = await signedIn(makeBackend);
    backend.container.get(SwitchOrganization).execute(2);
    const first = await backend.container
      .get(CreateGuest)
      .execute({ name: '最後の枠', email: 'last@example.jp' }, { billingConfirmed: false });
    expect(first).toEqual(success());
    expect(remainingOf(backend, 2)).toBe(0);
    const second = await backend.container
      .get(CreateGuest)
      .execute({ name: '上限超え', email: 'over@example.jp' }, { billingConfirmed: false });
    expect(second).toEqual(
      E.left({ kind: 'PlanLimit', message: 'ご利用のプランの上限に達しているためこの機能はお使いいただけません。' }),
    );
  });

  it('a form with a bad name and e-mail is refused with both messages and nothing is sent', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container
      .get(CreateGuest)
      .execute({ name: 'あ'.repeat(21), email: 'arai@' }, { billingConfirmed: false });
    expect(result).toEqual(
      E.left({
        kind: 'Invalid',
        message: '名前は20文字以内で入力してください。',
        fields: { name: '名前は20文字以内で入力してください。', email: '「メールアドレス」の形式が正しくありません。' },
      }),
    );
  });

  it('deleting a guest who holds cards reports the card names and keeps the guest', async () => {
    const backend = await signedIn(makeBackend);
    expect(await backend.container.get(DeleteGuest).execute(1)).toEqual(
      E.left({ kind: 'Conflict', message: GUEST_MESSAGES.deleteHasCards, items: ['社員証001', '予備カード'] }),
    );
    expect(guestsOf(backend, 1).some((g) => g.id === 1)).toBe(true);
  });

  it('deleting a guest without cards removes it and its memberships', async () => {
    const backend = await signedIn(makeBackend);
    expect(await backend.container.get(DeleteGuest).execute(2)).toEqual(E.right(undefined));
    expect(
      backend.world.read((s) => [s.guests.some((g) => g.id === 2), s.memberships.some((m) => m.guestId === 2)]),
    ).toEqual([false, false]);
    expect(await backend.container.get(DeleteGuest).execute(2)).toEqual(
      E.left({ kind: 'NotFound', message: GUEST_MESSAGES.deleteFailed }),
    );
  });

  it('a connection request mails the guest a link with a 6-character code the linking server issued, and records the date', async () => {
    const backend = await signedIn(makeBackend);
    expect(await backend.container.get(RequestGuestConnection).execute([19])).toEqual(E.right(undefined));
    const mail = backend.world.read((s) => s.mails[0]);
    expect(mail?.to).toBe('guest19@example.jp');
    expect(mail?.subject).toBe('【株式会社キュリオデモ】スマートロックアプリとの連携のお願い');
    const secret = new URL(mail?.links[0]?.href ?? '', 'http://x').searchParams.get('secret') ?? '';
    expect(secret).toMatch(/^[A-Z0-9]{6}$/);
    expect(backend.world.read((s) => s.linkingCodes.find((c) => c.secret === secret)?.email)).toBe(
      'guest19@example.jp',
    );
    expect(guestsOf(backend, 1).find((g) => g.id === 19)?.connectionRequestDate).toBe(
      backend.clock.now().toISOString(),
    );
  });

  it('linking app-user@example.jp with the code of the connection-request mail connects the guest (devices spec 4)', async () => {
    const backend = await signedIn(makeBackend);
    await backend.container.get(RequestGuestConnection).execute([19]);
    const href = backend.world.read((s) => s.mails[0]?.links[0]?.href) ?? '';
    const secret = new URL(href, 'http://x').searchParams.get('secret') ?? '';
    expect(
      await backend.container
        .get(LinkLockAppAccount)
        .execute({ code: secret, email: 'app-user@example.jp', password: 'Passw0rd' }),
    ).toEqual(E.right(undefined));
    expect(guestsOf(backend, 1).find((g) => g.id === 19)?.isConnected).toBe(true);
    const connected = rightOf(
      await backend.container
        .get(SearchGuests)
        .execute({ name: guestsOf(backend, 1).find((g) => g.id === 19)?.name ?? '', isConnected: true, page: 1 }),
    );
    expect(connected.items.map((g) => g.id)).toContain(19);
  });

  it('the edit screen of a connected guest ticks its own groups (not invitations); saving sends only the difference', async () => {
    const backend = await signedIn(makeBackend);
    const loaded = rightOf(await backend.container.get(LoadGuest).execute(2));
    expect(loaded.groupIds).toEqual([1, 6]);
    expect(loaded.groups.map((g) => g.id)).toEqual([1, 2, 3, 4, 6]);
    const saved = await backend.container
      .get(SaveGuest)
      .execute({ id: 2, name: '鈴木 美咲（改）', groupsBefore: [1, 6], groupsAfter: [1, 3], isConnected: true });
    expect(saved).toEqual(E.right(undefined));
    const after = backend.world.read((s) => ({
      name: s.guests.find((g) => g.id === 2)?.name,
      groups: s.memberships
        .filter((m) => m.guestId === 2)
        .map((m) => m.groupId)
        .sort(),
    }));
    expect(after).toEqual({ name: '鈴木 美咲（改）', groups: [1, 3, 5] });
  });

  it('the edit screen of an unconnected guest ticks its group invitations; saving invites and withdraws', async () => {
    const backend = await signedIn(makeBackend);
    const loaded = rightOf(await backend.container.get(LoadGuest).execute(20));
    expect(loaded.groupIds).toEqual([2, 4]);
    expect(
      await backend.container.get(SaveGuest).execute({
        id: 20,
        name: loaded.guest.name,
        groupsBefore: [2, 4],
        groupsAfter: [4, 6],
        isConnected: false,
      }),
    ).toEqual(E.right(undefined));
    const again = rightOf(await backend.container.get(LoadGuest).execute(20));
    expect(again.groupIds).toEqual([4, 6]);
  });

  describe('CSV registration', () => {
    const GOOD = sjis('名前,メールアドレス\r\n新人 一号,new1@example.jp\r\n新人 二号,new2@example.jp\r\n');

    it('over the free tier asks first, then registers every row with pay-per-guest on', async () => {
      const backend = await signedIn(makeBackend);
      const upload = backend.container.get(UploadGuestCsv);
      const asked = await upload.execute(GOOD, { rowCount: 2, billingConfirmed: false });
      expect(asked).toEqual(failureOfKind('NeedsConsent'));
      expect(guestsOf(backend, 1)).toHaveLength(30);
      expect(backend.events.unauthorizedCount).toBe(0);
      expect(await upload.execute(GOOD, { rowCount: 2, billingConfirmed: true })).toEqual(E.right(2));
      expect(
        guestsOf(backend, 1)
          .slice(-2)
          .map((g) => g.email),
      ).toEqual(['new1@example.jp', 'new2@example.jp']);
    });

    it("bad rows come back numbered in the server's codes and nothing is registered", async () => {
      const backend = await signedIn(makeBackend);
      const file = sjis(
        '名前,メールアドレス\r\n,a@example.jp\r\n正しい 人,ok@example.jp\r\n長すぎる名前長すぎる名前長すぎる名前長すぎ,bad-mail\r\n既存,guest03@example.jp\r\n',
      );
      const result = await backend.container.get(UploadGuestCsv).execute(file, { rowCount: 4, billingConfirmed: true });
      expect(result).toEqual(
        E.left({
          kind: 'Invalid',
          message: GUEST_MESSAGES.csvFailed,
          lines: [
            '2行目: 名前を入力してください。',
            '4行目: 「メールアドレス」の形式が正しくありません。',
            '4行目: 名前は20文字以内で入力してください。',
            '5行目: 不正な値です。',
          ],
        }),
      );
      expect(guestsOf(backend, 1)).toHaveLength(30);
    });

    it('more guests than the plan allows gives the guest_count_overflow message', async () => {
      const backend = await signedIn(makeBackend);
      backend.world.write((s) => {
        const o = s.organizations.find((x) => x.id === 1);
        if (o) o.planFunctions = { ...o.planFunctions, maximumGuestCount: 31 };
      });
      expect(
        await backend.container.get(UploadGuestCsv).execute(GOOD, { rowCount: 2, billingConfirmed: true }),
      ).toEqual(E.left({ kind: 'PlanLimit', message: GUEST_MESSAGES.guestCountOverflow }));
    });

    it('an organization without guest CSV in its plan is told the function is unavailable', async () => {
      const backend = await signedIn(makeBackend);
      backend.container.get(SwitchOrganization).execute(2);
      expect(
        await backend.container.get(UploadGuestCsv).execute(GOOD, { rowCount: 2, billingConfirmed: false }),
      ).toEqual(E.left({ kind: 'PlanLimit', message: 'ご利用のプランではこの機能はお使いいただけません。' }));
    });
  });
});
