import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadCard } from '../../application/cards/OrganizationCards';
import { type CardForm, FindGuests, guestsMatching, SaveCard } from '../../application/cards/SaveCard';
import { type CardMaster, settingScreenOf } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import type { GuestChoice } from '../../domain/cards/validation';
import { LatestRequest } from '../shared/LatestRequest';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';
import { pathOf } from '../shell/routeTable';

export type CardSettingMode = 'organization-card-edit' | 'organization-card-registration';

export type CardSettingState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly card: CardMaster; readonly guests: ReadonlyArray<GuestChoice> }
  | { readonly status: 'failed'; readonly message: string };

/**
 * The registration (no user yet) and edit screens of one card: the redirects of spec section 2,
 * the user picker's guests, and the save.
 */
@injectable()
export class CardSettingPresenter extends Presenter<CardSettingState> {
  readonly submission = new Submission<void>();
  /** The card of the last open wins: an older card answering late neither redirects nor alerts. */
  private readonly latest = new LatestRequest();

  constructor(
    @inject(LoadCard) private readonly loadCard: LoadCard,
    @inject(FindGuests) private readonly findGuests: FindGuests,
    @inject(SaveCard) private readonly save: SaveCard,
  ) {
    super({ status: 'loading' });
  }

  async open(id: number, mode: CardSettingMode): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => Promise.all([this.loadCard.execute(id), this.findGuests.all()]));
    if (!answer.current) return;
    const [card, guests] = answer.value;
    if (E.isLeft(card)) return this.backToList(card.left.message);
    const screen = settingScreenOf(card.right);
    if (screen !== mode) {
      this.effects.navigate(pathOf(screen, { id }), { replace: true });
      return;
    }
    // without the guest list the picker cannot suggest, and the save cannot find the user
    if (E.isLeft(guests)) return this.backToList(guests.left.message);
    this.store.set({ status: 'ready', card: card.right, guests: guests.right });
  }

  /** A load failure returns to the card list (spec section 8, Cards). */
  private backToList(message: string): void {
    this.store.set({ status: 'failed', message });
    this.effects.error(message);
    this.effects.navigate(pathOf('organization-cards'), { replace: true });
  }

  /** The card's user as the picker's first choice, so an unchanged user saves as that very guest (namesakes). */
  currentGuest(): GuestChoice | null {
    const state = this.snapshot;
    return state.status === 'ready' ? state.guests.find((g) => g.id === state.card.guestId) ?? null : null;
  }

  suggestions(typed: string): ReadonlyArray<GuestChoice> {
    const state = this.snapshot;
    return state.status === 'ready' ? guestsMatching(state.guests, typed) : [];
  }

  submit(form: CardForm, picked: GuestChoice | null) {
    const state = this.snapshot;
    if (state.status !== 'ready') return Promise.resolve(undefined);
    return this.submission.submit(() => this.save.execute(state.card.id, form, picked, state.guests), {
      done: () => {
        this.effects.success(CARD_MESSAGES.saved);
        this.effects.navigate(pathOf('organization-cards'));
      },
    });
  }

  override dispose(): void {
    this.latest.cancel();
    super.dispose();
  }
}
