import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { DeleteOrganizationCard } from '../../application/cards/DeleteOrganizationCard';
import { SearchOrganizationCards } from '../../application/cards/SearchOrganizationCards';
import { type CardMaster, ORGANIZATION_CARD_PAGE_SIZE, type OrganizationCardsTab } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { combineLatest, map } from 'rxjs';
import type { UrlList } from '../shared/listUrl';
import type { PagedQuery } from '../shared/PagedQuery';
import { Presenter } from '../shared/Presenter';

export interface OrganizationCardsState {
  readonly tab: OrganizationCardsTab;
  /** The delete-failure modal: the keypads the card is still on. */
  readonly blocked: { readonly id: number; readonly keypads: ReadonlyArray<string> } | null;
}

/** /organization/cards: two tabs, each its own paged list (its page kept when switching), and deletion. */
@injectable()
export class OrganizationCardsPresenter extends Presenter<OrganizationCardsState> {
  readonly withUser: PagedQuery<{ readonly tab: OrganizationCardsTab }, CardMaster>;
  readonly withoutUser: PagedQuery<{ readonly tab: OrganizationCardsTab }, CardMaster>;
  private started = new Set<OrganizationCardsTab>();
  /**
   * The tab and the page of its list, as the address holds them (listUrl.ts): the other tab's page is not in the
   * address (it starts on page 1 after a reload, as a shared link shows one tab).
   */
  readonly list: UrlList<{ readonly tab: OrganizationCardsTab }>;

  constructor(
    @inject(SearchOrganizationCards) private readonly search: SearchOrganizationCards,
    @inject(DeleteOrganizationCard) private readonly deleteCard: DeleteOrganizationCard,
  ) {
    super({ tab: 'with-user', blocked: null });
    const fetch = (query: { readonly tab: OrganizationCardsTab }, page: number) => this.search.execute(query.tab, page);
    this.withUser = this.pagedQuery<{ readonly tab: OrganizationCardsTab }, CardMaster>(fetch, {
      query: { tab: 'with-user' },
      perPage: ORGANIZATION_CARD_PAGE_SIZE,
      keepRowsWhileLoading: true,
    });
    this.withoutUser = this.pagedQuery<{ readonly tab: OrganizationCardsTab }, CardMaster>(fetch, {
      query: { tab: 'without-user' },
      perPage: ORGANIZATION_CARD_PAGE_SIZE,
      keepRowsWhileLoading: true,
    });
    const at = (tab: OrganizationCardsTab) => ({ query: { tab }, page: this.listOf(tab).snapshot.page });
    const current = () => at(this.snapshot.tab);
    this.list = {
      get snapshot() {
        return current();
      },
      state$: combineLatest([this.state$, this.withUser.state$, this.withoutUser.state$]).pipe(map(([s]) => at(s.tab))),
      seed: ({ tab }, page) => {
        this.store.update((s) => ({ ...s, tab }));
        this.listOf(tab).seed({ tab }, page);
      },
      load: async ({ tab }, page) => {
        await this.showTab(tab);
        if (this.listOf(tab).snapshot.page !== page) await this.listOf(tab).goToPage(page);
      },
    };
  }

  listOf(tab: OrganizationCardsTab): PagedQuery<{ readonly tab: OrganizationCardsTab }, CardMaster> {
    return tab === 'with-user' ? this.withUser : this.withoutUser;
  }

  /** The screen opens on the tab and page the address names (listUrl.ts), else on the cards with a user. */
  override open(): Promise<void> {
    return this.showTab(this.snapshot.tab);
  }

  /** Shows a tab; its list is loaded the first time only, so its page is where the manager left it. */
  async showTab(tab: OrganizationCardsTab): Promise<void> {
    this.store.update((s) => ({ ...s, tab }));
    if (this.started.has(tab)) return;
    this.started.add(tab);
    await this.listOf(tab).reload();
  }

  /**
   * 'ID{id}を削除します よろしいですか？' with its note; a delete failure opens the failure modal instead of a toast
   * (devices-access §8: every delete failure on this list, DeleteOrganizationCard).
   */
  async remove(card: CardMaster): Promise<void> {
    let keypads: ReadonlyArray<string> | null = null;
    await this.effects.confirm(
      {
        title: CARD_MESSAGES.deleteConfirm(card.id),
        message: CARD_MESSAGES.deleteNote,
        confirmLabel: 'OK',
        cancelLabel: 'キャンセル',
        destructive: true,
      },
      async () => {
        const result = await this.deleteCard.execute(card.id);
        if (E.isRight(result)) {
          this.effects.success(CARD_MESSAGES.deleted);
          await this.listOf(this.snapshot.tab).reload();
        } else if (result.left.kind === 'Conflict') keypads = result.left.items ?? [];
        else this.effects.failure(result.left);
      },
    );
    // the failure modal opens once the confirmation has closed, so the two dialogs never overlap
    const blocked = keypads;
    if (blocked !== null) this.store.update((s) => ({ ...s, blocked: { id: card.id, keypads: blocked } }));
  }

  closeBlocked(): void {
    this.store.update((s) => ({ ...s, blocked: null }));
  }
}
