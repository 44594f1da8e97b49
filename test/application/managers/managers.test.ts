import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { InviteManager } from '../../../src/application/managers/InviteManager';
import { ListInvitations } from '../../../src/application/managers/ListInvitations';
import { LoadManager } from '../../../src/application/managers/LoadManager';
import { DeleteInvitation } from '../../../src/application/managers/DeleteInvitation';
import { ResendInvitation } from '../../../src/application/managers/ResendInvitation';
import { RemoveManager } from '../../../src/application/managers/RemoveManager';
import { SearchManagers } from '../../../src/application/managers/SearchManagers';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { DEMO_INVITATIONS } from '../../../src/infrastructure/memory/invitations/slice';
import { DEMO_MANAGERS } from '../../../src/infrastructure/memory/managers/slice';
import { BACKENDS, storedAuth, signedIn } from '../../support/backends';
import { failure, invalid, rightOf } from '../../support/outcomes';

describe.each(BACKENDS)('managers on the %s backend', (_name, makeBackend) => {
  it("lists the organization's managers by name, oldest first, 100 a page", async () => {
    const backend = await signedIn(makeBackend);
    const all = rightOf(await backend.container.get(SearchManagers).execute({ name: '', page: 1 }));
    expect(all.items.map((m) => m.name)).toEqual(['山田 太郎', '伊藤 美咲', '渡辺 健太', '中村 さくら']);
    expect(all.perPage).toBe(100);
    const found = rightOf(await backend.container.get(SearchManagers).execute({ name: ' さくら ', page: 1 }));
    expect(found.items.map((m) => m.email)).toEqual(['nakamura.sakura@example.jp']);
  });

  it('the own record is marked, another manager is not', async () => {
    const backend = await signedIn(makeBackend);
    const own = rightOf(await backend.container.get(LoadManager).execute(1));
    const other = rightOf(await backend.container.get(LoadManager).execute(DEMO_MANAGERS.ito));
    expect(own.isOwn).toBe(true);
    expect([other.isOwn, other.manager.email]).toEqual([false, 'ito.misaki@example.jp']);
  });

  it('removing a manager detaches them from the organization only; the slot comes back', async () => {
    const backend = await signedIn(makeBackend);
    const before = backend.world.read((s) => s.organizations[0]?.planFunctions.remainingManagerCount);
    const result = await backend.container.get(RemoveManager).execute(DEMO_MANAGERS.watanabe);
    expect(result).toEqual(E.right({ loggedOut: false }));
    expect(backend.world.read((s) => s.managers.some((m) => m.accountId === DEMO_MANAGERS.watanabe))).toBe(false);
    expect(backend.world.read((s) => s.accounts.find((a) => a.id === DEMO_MANAGERS.watanabe)?.organizationIds)).toEqual(
      [],
    );
    expect(backend.world.read((s) => s.organizations[0]?.planFunctions.remainingManagerCount)).toBe((before ?? 0) + 1);
    expect(storedAuth(backend)).not.toBeNull();
  });

  it('removing the signed-in manager (a stale page) is followed by logout', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container.get(RemoveManager).execute(1);
    expect(result).toEqual(E.right({ loggedOut: true }));
    expect(storedAuth(backend)).toBeNull();
  });

  it('an unknown manager (removed meanwhile) is NotFound, said to be gone', async () => {
    const backend = await signedIn(makeBackend);
    expect(await backend.container.get(LoadManager).execute(9999)).toEqual(
      failure('NotFound', 'この管理者は削除されています。'),
    );
  });

  it('an invitation trims the address, is listed first and mails a link to the accept page', async () => {
    const backend = await signedIn(makeBackend);
    const result = await backend.container.get(InviteManager).execute({ email: '  new.person@example.jp\u3000' });
    expect(result).toEqual(E.right({ value: 'new.person@example.jp' }));
    const list = rightOf(await backend.container.get(ListInvitations).execute(1));
    expect(list.items.map((i) => i.email)).toEqual([
      'new.person@example.jp',
      'new-manager@example.jp',
      'kobayashi.staff@example.jp',
    ]);
    const record = backend.world.read((s) => s.managerInvitations.find((i) => i.email === 'new.person@example.jp'));
    const mail = backend.world.read((s) => s.mails.find((m) => m.to === 'new.person@example.jp'));
    expect(mail?.links).toEqual([{ label: '招待を確認する', href: `/accept-manager-invitation/${record?.id ?? ''}` }]);
  });

  it('an invalid address is refused before any call', async () => {
    const backend = await signedIn(makeBackend);
    const mails = backend.world.read((s) => s.mails.length);
    expect(await backend.container.get(InviteManager).execute({ email: ' ' })).toEqual(
      invalid('メールアドレスを入力してください。'),
    );
    expect(await backend.container.get(InviteManager).execute({ email: 'a@b' })).toEqual(
      invalid('メールアドレスの形式が正しくありません。'),
    );
    expect(backend.world.read((s) => s.mails.length)).toBe(mails);
  });

  it('a manager of the organization is 409: already registered', async () => {
    const backend = await signedIn(makeBackend);
    expect(await backend.container.get(InviteManager).execute({ email: 'ITO.misaki@example.jp' })).toEqual(
      failure('Conflict', '既に登録されているメールアドレスです。'),
    );
  });

  it('with no manager slot left nothing is sent: the plan limit message', async () => {
    const backend = await signedIn(makeBackend);
    await backend.container.get(SwitchOrganization).execute(2);
    const count = backend.world.read((s) => s.managerInvitations.length);
    expect(await backend.container.get(InviteManager).execute({ email: 'someone@example.jp' })).toEqual(
      failure('PlanLimit', 'ご利用のプランの上限に達しているためこの機能はお使いいただけません。'),
    );
    expect(backend.world.read((s) => s.managerInvitations.length)).toBe(count);
  });

  it('resend mails the same link again; delete removes the invitation and its link', async () => {
    const backend = await signedIn(makeBackend);
    const mailsTo = () =>
      backend.world.read((s) => s.mails.filter((m) => m.to === 'kobayashi.staff@example.jp').length);
    const before = mailsTo();
    expect(await backend.container.get(ResendInvitation).execute(DEMO_INVITATIONS.curioStaff)).toEqual(
      E.right(undefined),
    );
    expect(mailsTo()).toBe(before + 1);
    expect(await backend.container.get(DeleteInvitation).execute(DEMO_INVITATIONS.curioStaff)).toEqual(
      E.right(undefined),
    );
    expect(backend.world.read((s) => s.managerInvitations.some((i) => i.id === DEMO_INVITATIONS.curioStaff))).toBe(
      false,
    );
  });

  it('a failed resend or delete shows the server message', async () => {
    const backend = await signedIn(makeBackend);
    expect(await backend.container.get(DeleteInvitation).execute('no-such-invitation')).toEqual(
      failure('NotFound', '招待が見つかりません。'),
    );
    expect(await backend.container.get(ResendInvitation).execute('no-such-invitation')).toEqual(
      failure('NotFound', '招待が見つかりません。'),
    );
  });
});
