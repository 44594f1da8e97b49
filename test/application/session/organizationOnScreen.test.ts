import * as E from 'fp-ts/Either';
import Encoding from 'encoding-japanese';
import { describe, expect, it, vi } from 'vitest';
import { UploadCardCsv } from '../../../src/application/cards/UploadCardCsv';
import { DeleteOrganizationCard } from '../../../src/application/cards/DeleteOrganizationCard';
import { LoadCard } from '../../../src/application/cards/LoadCard';
import { RegisterKeypadCards } from '../../../src/application/cards/RegisterKeypadCards';
import { SaveCard } from '../../../src/application/cards/SaveCard';
import { RetryKeypadCard } from '../../../src/application/cards/RetryKeypadCard';
import { UnassignKeypadCard } from '../../../src/application/cards/UnassignKeypadCard';
import { DeleteGroup } from '../../../src/application/groups/DeleteGroup';
import { CreateGroup } from '../../../src/application/groups/CreateGroup';
import { SaveGroup } from '../../../src/application/groups/SaveGroup';
import { LoadGroup } from '../../../src/application/groups/LoadGroup';
import { SaveGroupMembers } from '../../../src/application/groups/SaveGroupMembers';
import { CreateGuest } from '../../../src/application/guests/CreateGuest';
import { DeleteGuest } from '../../../src/application/guests/DeleteGuest';
import { RequestGuestConnection } from '../../../src/application/guests/RequestGuestConnection';
import { SaveGuest } from '../../../src/application/guests/SaveGuest';
import { UploadGuestCsv } from '../../../src/application/guests/UploadGuestCsv';
import { RenameLock } from '../../../src/application/locks/RenameLock';
import { SaveLockGroups } from '../../../src/application/locks/SaveLockGroups';
import { InviteManager } from '../../../src/application/managers/InviteManager';
import { DeleteInvitation } from '../../../src/application/managers/DeleteInvitation';
import { ResendInvitation } from '../../../src/application/managers/ResendInvitation';
import { RemoveManager } from '../../../src/application/managers/RemoveManager';
import { AddNotificationEmail } from '../../../src/application/notifications/AddNotificationEmail';
import { RemoveNotificationEmail } from '../../../src/application/notifications/RemoveNotificationEmail';
import { SetNotificationSwitch } from '../../../src/application/notifications/SetNotificationSwitch';
import { RegisterPaymentCard } from '../../../src/application/organization/RegisterPaymentCard';
import { RequestInvoicePayment } from '../../../src/application/organization/RequestInvoicePayment';
import { DeletePin } from '../../../src/application/pins/DeletePin';
import { RegisterPin } from '../../../src/application/pins/RegisterPin';
import { RetryPin } from '../../../src/application/pins/RetryPin';
import type { PaymentCardSession } from '../../../src/application/organization/ports/PaymentCardProvider';
import { RunRemoteJob } from '../../../src/application/remote/RunRemoteJob';
import { CurrentOrganization } from '../../../src/application/session/CurrentOrganization';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { IssueToken } from '../../../src/application/tokens/IssueToken';
import { RevokeToken } from '../../../src/application/tokens/RevokeToken';
import { defaultGroupForm } from '../../../src/domain/groups/groupForm';
import { SESSION_MESSAGES } from '../../../src/domain/session/messages';
import { LocalStorageAuthStore } from '../../../src/infrastructure/browser/LocalStorageAuthStore';
import { MemoryBackend } from '../../../src/infrastructure/memory/MemoryBackend';
import { DEMO_CARDS } from '../../../src/infrastructure/memory/cards/slice';
import { DEMO_INVITATIONS } from '../../../src/infrastructure/memory/invitations/slice';
import { DEMO_LOCKS } from '../../../src/infrastructure/memory/locks/seed';
import { DEMO_MANAGERS } from '../../../src/infrastructure/memory/managers/slice';
import { DEMO_PINS } from '../../../src/infrastructure/memory/pins/slice';
import { BACKENDS, mswServer, TODAY, type Backend, signedIn } from '../../support/backends';
import { failedCard, failedPin } from '../../support/failedRegistrations';
import { failure, rightOf, success } from '../../support/outcomes';

const KEYPAD = DEMO_PINS.keypad;
const noExpiry = { enabled: false, fromDate: '', fromTime: '', toDate: '', toTime: '' };
const sjis = (text: string): Uint8Array =>
  Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
const notifications = {
  enabled: true,
  targets: [
    { id: 1, email: 'security@example.jp' },
    { id: 2, email: 'facility.team@example.jp' },
  ],
};
const REFUSED = failure('OrganizationChanged', SESSION_MESSAGES.organizationSwitchedElsewhere);

/** Another tab of the same browser switches the organization: it writes the auth record both tabs share. */
const switchInAnotherTab = (backend: Backend, organizationId = 2): void => {
  const otherTab = new SwitchOrganization(new LocalStorageAuthStore(backend.storage));
  expect(otherTab.execute(organizationId)).toEqual(success());
};

/** Every call that leaves for the server: HTTP requests (MSW) or calls into the in-memory server. */
const recordCalls = (backend: Backend): string[] => {
  const calls: string[] = [];
  if (backend.name === 'http') {
    mswServer().events.on('request:start', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
    });
  } else {
    const server = backend.container.get(MemoryBackend);
    const anonymous = server.anonymous.bind(server);
    vi.spyOn(server, 'anonymous').mockImplementation((operation, options) => {
      calls.push('memory call');
      return anonymous(operation, options);
    });
  }
  return calls;
};

const worldOf = (backend: Backend): string => JSON.stringify(backend.world.read((s) => s));

/**
 * Each write of the console as a page made in organization 1 would send it (`open` runs when the
 * page opens, `send` when the manager submits). Inputs pass every rule: only the organization stops them.
 */
/** What the page loaded before the switch (the record a save is measured against). */
const loadedOrThrow = async <T>(outcome: Promise<E.Either<{ readonly message: string }, T>>): Promise<T> => {
  return rightOf(await outcome);
};
type PageWrite = (backend: Backend) => Promise<() => Promise<unknown>>;
const WRITES: ReadonlyArray<readonly [string, PageWrite]> = [
  [
    'issue an API token',
    async (b) => {
      const u = b.container.get(IssueToken);
      return () => u.execute({ applicationName: '会議室予約' });
    },
  ],
  [
    'revoke an API token',
    async (b) => {
      const u = b.container.get(RevokeToken);
      return () => u.execute(1);
    },
  ],
  [
    'create a group',
    async (b) => {
      const u = b.container.get(CreateGroup);
      return () => u.execute({ ...defaultGroupForm(TODAY), name: '新しいグループ' });
    },
  ],
  [
    'save a group',
    async (b) => {
      const u = b.container.get(SaveGroup);
      const loaded = await loadedOrThrow(b.container.get(LoadGroup).execute(1));
      return () => u.execute({ loaded, form: { ...defaultGroupForm(TODAY), name: '正社員（改）' } });
    },
  ],
  [
    'delete a group',
    async (b) => {
      const u = b.container.get(DeleteGroup);
      return () => u.execute(3);
    },
  ],
  [
    "save a group's guests",
    async (b) => {
      const u = b.container.get(SaveGroupMembers);
      return () => u.execute({ groupId: 3, add: [16, 17], remove: [13], source: 'members' });
    },
  ],
  [
    'create a guest',
    async (b) => {
      const u = b.container.get(CreateGuest);
      return () => u.execute({ name: '新井 次郎', email: 'arai@example.jp' }, { billingConfirmed: true });
    },
  ],
  [
    'save a guest',
    async (b) => {
      const u = b.container.get(SaveGuest);
      return () =>
        u.execute({ id: 2, name: '鈴木 美咲（改）', groupsBefore: [1, 6], groupsAfter: [1, 3], isConnected: true });
    },
  ],
  [
    'delete a guest',
    async (b) => {
      const u = b.container.get(DeleteGuest);
      return () => u.execute(3);
    },
  ],
  [
    'ask guests to connect',
    async (b) => {
      const u = b.container.get(RequestGuestConnection);
      return () => u.execute([20]);
    },
  ],
  [
    'import guests from CSV',
    async (b) => {
      const u = b.container.get(UploadGuestCsv);
      return () =>
        u.execute(sjis('名前,メールアドレス\r\n新人 一号,new1@example.jp\r\n'), {
          rowCount: 1,
          billingConfirmed: true,
        });
    },
  ],
  [
    'invite a manager',
    async (b) => {
      const u = b.container.get(InviteManager);
      return () => u.execute({ email: 'someone@example.jp' });
    },
  ],
  [
    'resend an invitation',
    async (b) => {
      const u = b.container.get(ResendInvitation);
      return () => u.execute(DEMO_INVITATIONS.curioStaff);
    },
  ],
  [
    'delete an invitation',
    async (b) => {
      const u = b.container.get(DeleteInvitation);
      return () => u.execute(DEMO_INVITATIONS.curioStaff);
    },
  ],
  [
    'remove a manager',
    async (b) => {
      const u = b.container.get(RemoveManager);
      return () => u.execute(DEMO_MANAGERS.ito);
    },
  ],
  [
    'register the payment card',
    async (b) => {
      const u = b.container.get(RegisterPaymentCard);
      const session: PaymentCardSession = {
        mount: () => undefined,
        createToken: () => Promise.reject(new Error('the card provider must not be asked')),
        clear: () => undefined,
        destroy: () => undefined,
      } as unknown as PaymentCardSession;
      return () => u.execute({ holderName: 'TARO YAMADA', phone: '090-1234-5678', session });
    },
  ],
  [
    'ask for invoice payment',
    async (b) => {
      const u = b.container.get(RequestInvoicePayment);
      return () => u.execute();
    },
  ],
  [
    'import cards from CSV',
    async (b) => {
      const u = b.container.get(UploadCardCsv);
      return () => u.execute(sjis('カードID,カード名,利用者メールアドレス\r\n26,受付A,guest05@example.jp\r\n'));
    },
  ],
  [
    'save a card',
    async (b) => {
      const u = b.container.get(SaveCard);
      const guests = [{ id: 30, name: '岡田 凛', email: 'guest30@example.jp' }];
      const loaded = await loadedOrThrow(b.container.get(LoadCard).execute(DEMO_CARDS.firstWithoutUser));
      return () => u.execute({ loaded, form: { name: '受付用', user: '岡田 凛' }, picked: guests[0] ?? null, guests });
    },
  ],
  [
    'delete a card',
    async (b) => {
      const u = b.container.get(DeleteOrganizationCard);
      return () => u.execute(DEMO_CARDS.firstWithoutUser);
    },
  ],
  [
    'add cards to a keypad',
    async (b) => {
      const u = b.container.get(RegisterKeypadCards);
      return () => u.execute(KEYPAD, [{ cardMasterId: 7, expiry: noExpiry }], 4);
    },
  ],
  [
    'take a card off a keypad',
    async (b) => {
      const u = b.container.get(UnassignKeypadCard);
      return () => u.execute(1);
    },
  ],
  [
    'register a failed card again',
    async (b) => {
      const failed = await failedCard(b);
      const u = b.container.get(RetryKeypadCard);
      return () => u.execute(KEYPAD, failed);
    },
  ],
  [
    'rename a lock',
    async (b) => {
      const u = b.container.get(RenameLock);
      return () =>
        u.execute(
          {
            id: DEMO_LOCKS.frontDoor,
            setting: { lockName: '本社 正面玄関', createdAt: '', onUpside: true, subLock: null, hub: null },
          },
          '正面玄関',
        );
    },
  ],
  [
    "save a lock's groups",
    async (b) => {
      const u = b.container.get(SaveLockGroups);
      return () => u.execute(DEMO_LOCKS.frontDoor, [], [3]);
    },
  ],
  [
    'register a PIN',
    async (b) => {
      const u = b.container.get(RegisterPin);
      return () =>
        u.execute({ keypadId: KEYPAD, name: '宅配ボックス', pin: '0246', expiry: noExpiry, onKeypad: [], cap: 100 });
    },
  ],
  [
    'delete a PIN',
    async (b) => {
      const u = b.container.get(DeletePin);
      return () => u.execute(2);
    },
  ],
  [
    'register a failed PIN again',
    async (b) => {
      const failed = await failedPin(b);
      const u = b.container.get(RetryPin);
      return () => u.execute(KEYPAD, failed);
    },
  ],
  [
    'add a notification address',
    async (b) => {
      const u = b.container.get(AddNotificationEmail);
      return () => u.execute(notifications, 'late@example.jp');
    },
  ],
  [
    'remove a notification address',
    async (b) => {
      const u = b.container.get(RemoveNotificationEmail);
      return () => u.execute(notifications, 2);
    },
  ],
  [
    'turn notifications off',
    async (b) => {
      const u = b.container.get(SetNotificationSwitch);
      return () => u.execute(notifications, false);
    },
  ],
];

describe.each(BACKENDS)(
  'the organization on screen is the organization written to, on the %s backend',
  (_name, makeBackend) => {
    it.each(WRITES)(
      '%s: refused before sending when another tab switched the organization after the page opened',
      async (_write, open) => {
        const backend = await signedIn(makeBackend);
        const send = await open(backend);
        switchInAnotherTab(backend);
        const before = worldOf(backend);
        const calls = recordCalls(backend);
        expect(await send()).toEqual(REFUSED);
        expect(calls).toEqual([]);
        expect(worldOf(backend)).toBe(before);
      },
    );

    it('a remote unlock from the page is refused the same way: no job is sent, the dialog says why', async () => {
      const backend = await signedIn(makeBackend);
      const run = backend.container.get(RunRemoteJob);
      switchInAnotherTab(backend);
      const calls = recordCalls(backend);
      const jobs = backend.world.read((s) => JSON.stringify(s.remoteJobs));
      expect(await run.execute({ lockId: DEMO_LOCKS.frontDoor, stage: { kind: 'opening' } })).toEqual({
        kind: 'failed',
        message: SESSION_MESSAGES.organizationSwitchedElsewhere,
      });
      expect(calls).toEqual([]);
      expect(backend.world.read((s) => JSON.stringify(s.remoteJobs))).toBe(jobs);
    });

    it('the token of tab A lands where tab A shows: refused after the switch, and a page opened after it issues in organization 2', async () => {
      const backend = await signedIn(makeBackend);
      const tabA = backend.container.get(IssueToken);
      const tokensOf = (organizationId: number) =>
        backend.world.read((s) =>
          s.apiTokens.filter((t) => t.organizationId === organizationId).map((t) => t.applicationName),
        );
      const [inFirst, inSecond] = [tokensOf(1), tokensOf(2)];
      switchInAnotherTab(backend);
      expect(await tabA.execute({ applicationName: '会議室予約' })).toEqual(REFUSED);
      expect([tokensOf(1), tokensOf(2)]).toEqual([inFirst, inSecond]);
      // tab A followed the switch: its new page acts in organization 2
      const followed = backend.container.get(IssueToken);
      expect(await followed.execute({ applicationName: '会議室予約' })).toEqual(success());
      expect([tokensOf(1), tokensOf(2)]).toEqual([inFirst, [...inSecond, '会議室予約']]);
    });

    it('switching back to the organization the page shows lets it act again; a logout elsewhere stops it (NoOrganization)', async () => {
      const backend = await signedIn(makeBackend);
      const page = backend.container.get(CurrentOrganization);
      switchInAnotherTab(backend, 2);
      expect(page.refusal()).toEqual(expect.objectContaining({ kind: 'OrganizationChanged' }));
      switchInAnotherTab(backend, 1);
      expect(page.refusal()).toBeNull();
      expect(page.summary()?.id).toBe(1);
      new LocalStorageAuthStore(backend.storage).clear();
      expect(page.refusal()).toEqual(expect.objectContaining({ kind: 'NoOrganization' }));
    });
  },
);
