import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { CreateGroup } from '../../../src/application/groups/CreateGroup';
import { CreateGuest } from '../../../src/application/guests/CreateGuest';
import { InviteManager } from '../../../src/application/managers/InviteManager';
import { RegisterPin } from '../../../src/application/pins/RegisterPin';
import { GroupsGateway } from '../../../src/application/groups/ports/GroupsGateway';
import { GuestsGateway } from '../../../src/application/guests/ports/GuestsGateway';
import { InvitationsGateway } from '../../../src/application/managers/ports/InvitationsGateway';
import { PinsGateway } from '../../../src/application/pins/ports/PinsGateway';
import { TokensGateway } from '../../../src/application/tokens/ports/TokensGateway';
import { IssueToken } from '../../../src/application/tokens/IssueToken';
import { defaultGroupForm } from '../../../src/domain/groups/groupForm';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { BACKENDS, TODAY, type Backend, signedIn } from '../../support/backends';
import { dropBeforeServer, loseNextWriteAnswer, networkDown } from '../../support/faults';
import { rightOf, success } from '../../support/outcomes';

const noExpiry = { enabled: false, fromDate: '', fromTime: '', toDate: '', toTime: '' };

/**
 * Each create whose answer may be lost (groups, guests, PINs, tokens, invitations): how to send it, its port, and how
 * many the world holds.
 */
const CREATES = {
  guest: {
    port: GuestsGateway,
    method: 'create',
    send: (b: Backend) =>
      b.container.get(CreateGuest).execute({ name: '新井 一郎', email: 'arai@example.jp' }, { billingConfirmed: true }),
    count: (b: Backend) => b.world.read((s) => s.guests.filter((g) => g.email === 'arai@example.jp').length),
    created: '応答を受け取れませんでしたが、利用者は登録されていました。',
    notCreated: '応答を受け取れませんでした。確認したところ利用者は登録されていません。もう一度お試しください。',
    unknown:
      '応答を受け取れず、利用者が登録されたかどうかを確認できませんでした。一覧で確認してから、もう一度お試しください。',
  },
  group: {
    port: GroupsGateway,
    method: 'create',
    send: (b: Backend) =>
      b.container.get(CreateGroup).execute({ ...defaultGroupForm(TODAY), name: '受付', enableRemote: true }),
    count: (b: Backend) => b.world.read((s) => s.groups.filter((g) => g.name === '受付').length),
    created: '応答を受け取れませんでしたが、鍵グループは登録されていました。',
    notCreated: '応答を受け取れませんでした。確認したところ鍵グループは登録されていません。もう一度お試しください。',
    unknown:
      '応答を受け取れず、鍵グループが登録されたかどうかを確認できませんでした。一覧で確認してから、もう一度お試しください。',
  },
  pin: {
    port: PinsGateway,
    method: 'create',
    // 0246 is free on the keypad (pins.test.ts): the ★ rule needs no codes here
    send: (b: Backend) =>
      b.container.get(RegisterPin).execute({
        keypadId: DEMO_PINS.keypad,
        name: '宅配ボックス',
        pin: '0246',
        expiry: noExpiry,
        onKeypad: [],
        cap: 50,
      }),
    count: (b: Backend) => b.world.read((s) => s.pins.filter((p) => p.pin === '0246').length),
    created: '応答を受け取れませんでしたが、暗証番号は登録されていました。',
    notCreated: '応答を受け取れませんでした。確認したところ暗証番号は登録されていません。もう一度お試しください。',
    unknown:
      '応答を受け取れず、暗証番号が登録されたかどうかを確認できませんでした。一覧で確認してから、もう一度お試しください。',
  },
  invitation: {
    port: InvitationsGateway,
    method: 'invite',
    send: (b: Backend) => b.container.get(InviteManager).execute({ email: 'lost@example.jp' }),
    count: (b: Backend) =>
      b.world.read((s) => s.managerInvitations.filter((i) => i.email === 'lost@example.jp').length),
    created: '応答を受け取れませんでしたが、招待は送信されていました。',
    notCreated: '応答を受け取れませんでした。確認したところ招待は送信されていません。もう一度お試しください。',
    unknown:
      '応答を受け取れず、招待が送信されたかどうかを確認できませんでした。一覧で確認してから、もう一度お試しください。',
  },
} as const;

describe.each(BACKENDS)('a create whose answer was lost, on the %s backend', (_name, makeBackend) => {
  describe.each(Object.entries(CREATES))('%s', (_thing, create) => {
    it('applied by the server: the look-up finds it, the create succeeds with the notice, nothing is sent twice', async () => {
      const backend = await signedIn(makeBackend);
      loseNextWriteAnswer(backend);
      const result: E.Either<unknown, { readonly notice?: string }> = await create.send(backend);
      expect(rightOf(result).notice).toBe(create.created);
      expect(create.count(backend)).toBe(1);
      expect(backend.world.faults.loseNextWriteAnswer).toBe(false);
    });

    it('never reached the server: the look-up finds nothing and says to send again', async () => {
      const backend = await signedIn(makeBackend);
      dropBeforeServer(backend, create.port, create.method);
      expect(await create.send(backend)).toEqual(E.left({ kind: 'Unavailable', message: create.notCreated }));
      expect(create.count(backend)).toBe(0);
    });

    it('the look-up fails too (network down): it cannot tell, and says to look at the list first', async () => {
      const backend = await signedIn(makeBackend);
      networkDown(backend);
      expect(await create.send(backend)).toEqual(E.left({ kind: 'Unavailable', message: create.unknown }));
      networkDown(backend, false);
      expect(create.count(backend)).toBe(0);
    });
  });

  describe('token', () => {
    const issue = (b: Backend) => b.container.get(IssueToken).execute({ applicationName: '入退室連携' });
    const live = (b: Backend) =>
      b.world.read((s) => s.apiTokens.filter((t) => t.applicationName === '入退室連携' && t.revokedAt === null).length);

    it('issued by the server: the plain token is lost with the answer, so the manager is told to revoke it and issue again', async () => {
      const backend = await signedIn(makeBackend);
      loseNextWriteAnswer(backend);
      expect(await issue(backend)).toEqual(
        E.left({
          kind: 'Refused',
          message:
            'APIトークンは発行されていましたが、応答を受け取れなかったためトークンを表示できません。一覧でこのトークンを無効化してから、もう一度発行してください。',
        }),
      );
      expect(live(backend)).toBe(1);
    });

    it('never reached the server: not issued, send again', async () => {
      const backend = await signedIn(makeBackend);
      dropBeforeServer(backend, TokensGateway, 'issue');
      expect(await issue(backend)).toEqual(
        E.left({
          kind: 'Unavailable',
          message:
            '応答を受け取れませんでした。確認したところAPIトークンは発行されていません。もう一度お試しください。',
        }),
      );
      expect(live(backend)).toBe(0);
    });

    it('a token of the same name issued long before is not taken for the lost one', async () => {
      const backend = await signedIn(makeBackend);
      expect(await issue(backend)).toEqual(success());
      backend.clock.advance(60 * 60_000);
      dropBeforeServer(backend, TokensGateway, 'issue');
      expect(await issue(backend)).toEqual(
        E.left({
          kind: 'Unavailable',
          message:
            '応答を受け取れませんでした。確認したところAPIトークンは発行されていません。もう一度お試しください。',
        }),
      );
    });
  });
});
