import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { AddGuestsToGroup } from '../../../src/application/groups/AddGuestsToGroup';
import { RemoveGuestsFromGroup } from '../../../src/application/groups/RemoveGuestsFromGroup';
import { RequestGuestConnections } from '../../../src/application/guests/RequestGuestConnections';
import { GroupsGateway } from '../../../src/application/groups/ports/GroupsGateway';
import type { Outcome } from '../../../src/application/shared/AppError';
import { CallPool } from '../../../src/application/shared/CallPool';
import type { BulkResult } from '../../../src/domain/shared/bulk';
import { DEMO_GROUPS } from '../../../src/infrastructure/memory/groups/slice';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { dropBeforeServer } from '../../support/faults';
import { requestLog } from '../../support/requestLog';

const right = <T>(outcome: Outcome<T>): T => {
  if (E.isLeft(outcome)) throw new Error(outcome.left.message);
  return outcome.right;
};

const ticked = (backend: Backend, ids: ReadonlyArray<number>) =>
  backend.world.read((s) =>
    ids.map((id) => {
      const guest = s.guests.find((g) => g.id === id);
      if (!guest) throw new Error(`no guest ${id}`);
      return { id, name: guest.name, isConnected: guest.isConnected };
    }),
  );

const membersOf = (backend: Backend, groupId: number) =>
  backend.world.read((s) => s.memberships.filter((m) => m.groupId === groupId).map((m) => m.guestId));

const lines = <T extends { readonly name: string }>(results: ReadonlyArray<BulkResult<T>>) =>
  results.map((r) => [r.item.name, r.status, r.message]);

describe.each(BACKENDS)('ticked guests on the %s backend', (_name, makeBackend) => {
  it('adds each to a group with its own request: a member through group_guests, an invited one through invitations', async () => {
    const backend = await signedIn(makeBackend);
    const log = requestLog(backend);
    // 9 and 10 are connected (members), 21 is not (invited)
    const results = right(
      await backend.container
        .get(AddGuestsToGroup)
        .execute(DEMO_GROUPS.night, ticked(backend, [9, 10, 21]), new CallPool()),
    );
    expect(lines(results)).toEqual([
      ['小林 誠', 'done', '保存しました。'],
      ['加藤 真理', 'done', '保存しました。'],
      ['山崎 悠斗', 'done', '保存しました。'],
    ]);
    expect(membersOf(backend, DEMO_GROUPS.night)).toEqual([13, 14, 15, 9, 10, 21]);
    expect(log.writes()).toHaveLength(3);
  });

  it('removes each from a group, each answered; a failure is said for that guest alone', async () => {
    const backend = await signedIn(makeBackend);
    const reconnect = dropBeforeServer<GroupsGateway>(backend, GroupsGateway, 'uninviteGuests');
    // 13 and 14 are connected members; 20 is unconnected, invited to 短期プロジェクト
    const results = right(
      await backend.container
        .get(RemoveGuestsFromGroup)
        .execute(DEMO_GROUPS.period, ticked(backend, [9, 10, 20]), new CallPool()),
    );
    reconnect();
    expect(lines(results)).toEqual([
      ['小林 誠', 'done', '保存しました。'],
      ['加藤 真理', 'done', '保存しました。'],
      ['清水 愛', 'failed', 'サーバーとの通信に失敗しました。時間をおいて再度お試しください。'],
    ]);
    expect(membersOf(backend, DEMO_GROUPS.period)).toEqual([11, 12, 20]);
  });

  it('sends the connection request per unconnected guest; a connected one is refused unsent', async () => {
    const backend = await signedIn(makeBackend);
    const log = requestLog(backend);
    const results = right(
      await backend.container.get(RequestGuestConnections).execute(ticked(backend, [1, 19, 20]), new CallPool()),
    );
    expect(lines(results)).toEqual([
      ['佐藤 健', 'refused', 'アプリと連携済みのため、連携依頼は送りません。'],
      ['斎藤 大樹', 'done', '連携依頼しました。'],
      ['清水 愛', 'done', '連携依頼しました。'],
    ]);
    expect(log.writes()).toHaveLength(2);
    expect(
      backend.world
        .read((s) => s.mails.map((m) => m.to))
        .filter((to) => /guest(19|20)/.test(to))
        .sort(),
    ).toEqual(['guest19@example.jp', 'guest20@example.jp']);
  });
});
