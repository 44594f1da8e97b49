import * as E from 'fp-ts/Either';
import type { AddGuestsToGroup } from '../../application/groups/AddGuestsToGroup';
import type { RemoveGuestsFromGroup } from '../../application/groups/RemoveGuestsFromGroup';
import type { RequestGuestConnections } from '../../application/guests/RequestGuestConnections';
import type { SearchGroups } from '../../application/groups/SearchGroups';
import type { Group, GroupId } from '../../domain/groups/group';
import type { Guest } from '../../domain/guests/guest';
import type { BulkResult } from '../../domain/shared/bulk';
import { BulkRun, type BulkAction } from '../shared/bulk/BulkRun';
import { BulkSelection } from '../shared/bulk/BulkSelection';
import { Store } from '../shared/Store';

/** The groups a ticked guest can be added to or removed from: read once, when the first guest is ticked. */
export type GroupChoices =
  | { readonly status: 'idle' | 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly groups: ReadonlyArray<Group> };

/** Not in the spec: the words of the bulk actions on ticked guests (the answers are the spec's, per guest). */
export const GUEST_BULK_WORDS = {
  add: 'グループに追加',
  remove: 'グループから外す',
  request: '連携依頼を送る',
  addMessage: (group: string): string => `選択した利用者を「${group}」に追加します。よろしいですか？`,
  removeMessage: (group: string): string => `選択した利用者を「${group}」から外します。よろしいですか？`,
  requestMessage: '選択した利用者に連携依頼メールを送ります。よろしいですか？',
} as const;

export interface GuestsBulkUseCases {
  readonly searchGroups: SearchGroups;
  readonly add: AddGuestsToGroup;
  readonly remove: RemoveGuestsFromGroup;
  readonly request: RequestGuestConnections;
}

/**
 * The guests list's (and a group's members') ticks and bulk actions: add the ticked guests to a group, remove them
 * from one, or send each the connection request; one request per guest, each answered (the bulk kit). After each
 * send the done ones are unticked and `reload` reads the list again. A part of the screen's presenter.
 */
export class GuestsBulk {
  readonly selection = new BulkSelection<Guest>((guest) => guest.id);
  readonly run = new BulkRun<Guest>();
  readonly groups = new Store<GroupChoices>({ status: 'idle' });
  private readonly ticked = this.selection.state$.subscribe(({ items }) => {
    if (items.length > 0 && this.groups.snapshot.status === 'idle') void this.loadGroups();
  });

  constructor(
    private readonly useCases: GuestsBulkUseCases,
    private readonly reload: () => Promise<void>,
  ) {}

  async loadGroups(): Promise<void> {
    this.groups.set({ status: 'loading' });
    const answer = await this.useCases.searchGroups.execute('');
    this.groups.set(
      E.isRight(answer)
        ? { status: 'ready', groups: answer.right }
        : { status: 'failed', message: answer.left.message },
    );
  }

  addTo(groupId: GroupId): void {
    const group = this.groupNamed(groupId);
    if (group === null) return;
    this.ask(GUEST_BULK_WORDS.add, GUEST_BULK_WORDS.addMessage(group), '追加する', '追加', (guests, pool, tell) =>
      this.useCases.add.execute(groupId, guests, pool, tell),
    );
  }

  removeFrom(groupId: GroupId): void {
    const group = this.groupNamed(groupId);
    if (group === null) return;
    this.ask(GUEST_BULK_WORDS.remove, GUEST_BULK_WORDS.removeMessage(group), '外す', '変更', (guests, pool, tell) =>
      this.useCases.remove.execute(groupId, guests, pool, tell),
    );
  }

  requestConnections(): void {
    this.ask(GUEST_BULK_WORDS.request, GUEST_BULK_WORDS.requestMessage, '送信する', '送信', (guests, pool, tell) =>
      this.useCases.request.execute(guests, pool, tell),
    );
  }

  dispose(): void {
    this.ticked.unsubscribe();
    this.run.dispose();
    this.selection.dispose();
  }

  private groupNamed(groupId: GroupId): string | null {
    const groups = this.groups.snapshot;
    return groups.status === 'ready' ? (groups.groups.find((g) => g.id === groupId)?.name ?? null) : null;
  }

  private ask(
    title: string,
    message: string,
    confirmLabel: string,
    verb: string,
    send: (
      guests: ReadonlyArray<Guest>,
      pool: Parameters<BulkAction<Guest>['send']>[1],
      tell: (result: BulkResult<Pick<Guest, 'id' | 'name' | 'isConnected'>>) => void,
    ) => ReturnType<BulkAction<Guest>['send']>,
  ): void {
    this.run.ask(this.selection.items, {
      title,
      message,
      confirmLabel,
      verb,
      keyOf: (guest) => guest.id,
      labelOf: (guest) => `${guest.name}（${guest.email}）`,
      send: (guests, pool, onResult) => {
        const byId = new Map(guests.map((guest) => [guest.id, guest]));
        return send(guests, pool, (result) => {
          const guest = byId.get(result.item.id);
          if (guest) onResult({ item: guest, status: result.status, message: result.message });
        });
      },
      settled: async (items) => {
        const done = new Set(items.filter((i) => i.status === 'done').map((i) => i.key));
        this.selection.keepOnly((guest) => !done.has(guest.id));
        await this.reload();
      },
    });
  }
}
