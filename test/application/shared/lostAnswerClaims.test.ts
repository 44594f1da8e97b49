import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { RetryKeypadCard } from '../../../src/application/cards/RetryKeypadCard';
import { CreateGroup } from '../../../src/application/groups/CreateGroup';
import { CreateGuest } from '../../../src/application/guests/CreateGuest';
import { ResendPin } from '../../../src/application/pins/ResendPin';
import { RetryPin } from '../../../src/application/pins/RetryPin';
import { CardsGateway } from '../../../src/application/cards/ports/CardsGateway';
import { GroupsGateway } from '../../../src/application/groups/ports/GroupsGateway';
import { PinsGateway } from '../../../src/application/pins/ports/PinsGateway';
import { TokensGateway } from '../../../src/application/tokens/ports/TokensGateway';
import { IssueToken } from '../../../src/application/tokens/IssueToken';
import { defaultGroupForm } from '../../../src/domain/groups/groupForm';
import { DEMO_CARDS } from '../../../src/infrastructure/memory/cards/slice';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { BACKENDS, type Backend, signedIn, TODAY } from '../../support/backends';
import {
  answeredWithoutServer,
  dropBeforeServer,
  garbleNextWriteAnswer,
  loseNextWriteAnswer,
} from '../../support/faults';
import { failedCard, failedPin, KEPT } from '../../support/failedRegistrations';
import { success } from '../../support/outcomes';

const groupForm = { ...defaultGroupForm(TODAY), name: '受付', enableRemote: true };
const createGroup = (b: Backend) => b.container.get(CreateGroup).execute(groupForm);
const groupsNamed = (b: Backend) => b.world.read((s) => s.groups.filter((g) => g.name === '受付').length);
const issueToken = (b: Backend) => b.container.get(IssueToken).execute({ applicationName: '入退室連携' });
const liveTokens = (b: Backend) =>
  b.world.read((s) => s.apiTokens.filter((t) => t.applicationName === '入退室連携' && t.revokedAt === null).length);

describe.each(BACKENDS)('a look-up claims only what this attempt created, on the %s backend', (_name, makeBackend) => {
  it('group: one of the same name and settings made before the send is not taken for the lost one', async () => {
    const backend = await signedIn(makeBackend);
    expect(await createGroup(backend)).toEqual(success());
    dropBeforeServer(backend, GroupsGateway, 'create');
    expect(await createGroup(backend)).toEqual(
      E.left({
        kind: 'Unavailable',
        message: '応答を受け取れませんでした。確認したところ鍵グループは登録されていません。もう一度お試しください。',
      }),
    );
    expect(groupsNamed(backend)).toBe(1);
  });

  it('token: one of the same name issued a minute before the send is not taken for the lost one', async () => {
    const backend = await signedIn(makeBackend);
    expect(await issueToken(backend)).toEqual(success());
    backend.clock.advance(60_000);
    dropBeforeServer(backend, TokensGateway, 'issue');
    expect(await issueToken(backend)).toEqual(
      E.left({
        kind: 'Unavailable',
        message: '応答を受け取れませんでした。確認したところAPIトークンは発行されていません。もう一度お試しください。',
      }),
    );
    expect(liveTokens(backend)).toBe(1);
  });

  it('PIN retry: the failed PIN still listed (its deletion not yet reflected) is not taken for the new one', async () => {
    const backend = await signedIn(makeBackend);
    const pin = await failedPin(backend);
    answeredWithoutServer<PinsGateway>(backend, PinsGateway, 'remove');
    dropBeforeServer<PinsGateway>(backend, PinsGateway, 'create');
    expect(await backend.container.get(RetryPin).execute(DEMO_PINS.keypad, pin)).toEqual(
      E.left({ kind: 'Refused', message: KEPT }),
    );
  });

  it('PIN resend: the failed PIN still listed does not count as the keypad holding the code; it is sent', async () => {
    const backend = await signedIn(makeBackend);
    const pin = await failedPin(backend);
    const codes = () => backend.world.read((s) => s.pins.filter((p) => p.pin === pin.pin).map((p) => p.status));
    expect(await backend.container.get(ResendPin).execute(DEMO_PINS.keypad, pin)).toEqual(E.right(undefined));
    expect(codes()).toEqual(['failed', 'registering']);
  });

  it('card retry: a row of that card being deleted, listed before the send, is not taken for the new one', async () => {
    const backend = await signedIn(makeBackend);
    const card = await failedCard(backend);
    // the failed row's delete answered but not yet reflected (devices-access §4): it is still listed, with the card's
    // name, user and period, when the look-up reads the keypad again
    answeredWithoutServer<CardsGateway>(backend, CardsGateway, 'unassign');
    dropBeforeServer<CardsGateway>(backend, CardsGateway, 'assign');
    expect(await backend.container.get(RetryKeypadCard).execute(DEMO_CARDS.keypad, card)).toEqual(
      E.left({ kind: 'Refused', message: KEPT }),
    );
  });

  it('card retry: rows without a card id (the spec’s row) cannot tell the new card from a look-alike: it says so', async () => {
    const backend = await signedIn(makeBackend);
    const card = await failedCard(backend);
    answeredWithoutServer<CardsGateway>(backend, CardsGateway, 'unassign');
    loseNextWriteAnswer(backend);
    expect(await backend.container.get(RetryKeypadCard).execute(DEMO_CARDS.keypad, card)).toEqual(
      E.left({
        kind: 'Unavailable',
        message:
          '応答を受け取れず、ICカードが登録されたかどうかを見分けられませんでした。「登録中」タブに同じ内容のICカードが新しく表示されています。今回のICカードかどうかを確認してから、必要な場合だけもう一度お試しください。',
      }),
    );
  });
});

describe.each(BACKENDS)('an unreadable 2xx on a create is looked up, on the %s backend', (_name, makeBackend) => {
  it('guest: created, said with the look-up notice, not sent again', async () => {
    const backend = await signedIn(makeBackend);
    garbleNextWriteAnswer(backend);
    const result = await backend.container
      .get(CreateGuest)
      .execute({ name: '新井 一郎', email: 'arai@example.jp' }, { billingConfirmed: true });
    const id = backend.world.read((s) => s.guests.find((g) => g.email === 'arai@example.jp')?.id);
    expect(result).toEqual(
      E.right({ value: id, notice: '応答を受け取れませんでしたが、利用者は登録されていました。' }),
    );
    expect(backend.world.faults.garbleNextWriteAnswer).toBe(false);
  });

  it('group: created, said with the look-up notice', async () => {
    const backend = await signedIn(makeBackend);
    garbleNextWriteAnswer(backend);
    const result = await createGroup(backend);
    const id = backend.world.read((s) => s.groups.find((g) => g.name === '受付')?.id);
    expect(result).toEqual(
      E.right({ value: id, notice: '応答を受け取れませんでしたが、鍵グループは登録されていました。' }),
    );
    expect(groupsNamed(backend)).toBe(1);
  });

  it('token: issued but its plain token unreadable: revoke it and issue again', async () => {
    const backend = await signedIn(makeBackend);
    garbleNextWriteAnswer(backend);
    expect(await issueToken(backend)).toEqual(
      E.left({
        kind: 'Refused',
        message:
          'APIトークンは発行されていましたが、応答を受け取れなかったためトークンを表示できません。一覧でこのトークンを無効化してから、もう一度発行してください。',
      }),
    );
    expect(liveTokens(backend)).toBe(1);
  });
});
