import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadCard } from '../../application/cards/LoadCard';
import { type CardForm, SaveCard } from '../../application/cards/SaveCard';
import { FindGuests } from '../../application/cards/FindGuests';
import { guestsMatching } from '../../domain/cards/validation';
import { type CardMaster, type CardSetting, settingOf } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';
import type { GuestChoice } from '../../domain/cards/validation';
import { Presenter } from '../shared/Presenter';
import { Submission } from '../shared/submission';
import { pathOf } from '../shell/routeTable';

/** The screen of each setting of a card (the domain says which setting a card takes; the route is the view's). */
export const CARD_SETTING_ROUTES = {
  registration: 'organization-card-registration',
  edit: 'organization-card-edit',
} as const satisfies Record<CardSetting, string>;

/** Which card, and the setting whose screen this is. */
export interface CardSettingParams {
  readonly cardId: number;
  readonly setting: CardSetting;
}

export type CardSettingState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly card: CardMaster;
      readonly guests: ReadonlyArray<GuestChoice>;
      /** The guest picked in the user picker: the card's user until the manager types another name. */
      readonly picked: GuestChoice | null;
    }
  | { readonly status: 'failed'; readonly message: string }
  /** The card was deleted (on open or on save): said on the screen, with the link back to the list. */
  | { readonly status: 'gone'; readonly message: string };

/**
 * The registration (no user yet) and edit screens of one card: the redirects of devices-access §2,
 * the user picker's guests, and the save.
 */
@injectable()
export class CardSettingPresenter extends Presenter<CardSettingState, CardSettingParams> {
  readonly submission = new Submission<CardMaster>();
  private opened: CardSettingParams | null = null;
  /** The card of the last open wins: an older card answering late neither redirects nor alerts. */
  private readonly latest = this.latestRequest();

  constructor(
    @inject(LoadCard) private readonly loadCard: LoadCard,
    @inject(FindGuests) private readonly findGuests: FindGuests,
    @inject(SaveCard) private readonly save: SaveCard,
  ) {
    super({ status: 'loading' });
  }

  override async open({ cardId: id, setting }: CardSettingParams): Promise<void> {
    this.opened = { cardId: id, setting };
    this.submission.reset();
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => Promise.all([this.loadCard.execute(id), this.findGuests.execute()]));
    if (!answer.current) return;
    const [card, guests] = answer.value;
    if (E.isLeft(card)) return card.left.kind === 'NotFound' ? this.gone() : this.backToList(card.left.message);
    const taken = settingOf(card.right);
    if (taken !== setting) {
      this.effects.navigate(pathOf(CARD_SETTING_ROUTES[taken], { id }), { replace: true });
      return;
    }
    // without the guest list the picker cannot suggest, and the save cannot find the user
    if (E.isLeft(guests)) return this.backToList(guests.left.message);
    // the card's user as the picker's first choice, so an unchanged user saves as that very guest (namesakes)
    const current = guests.right.find((g) => g.id === card.right.guestId) ?? null;
    this.store.set({ status: 'ready', card: card.right, guests: guests.right, picked: current });
  }

  /** A load failure returns to the card list (devices-access §8, Cards). */
  private backToList(message: string): void {
    this.store.set({ status: 'failed', message });
    this.effects.error(message);
    this.effects.navigate(pathOf('organization-cards'), { replace: true });
  }

  /** The manager picked a guest from the suggestions, or typed away from the picked one (null). */
  pick(guest: GuestChoice | null): void {
    this.store.update((s) => (s.status === 'ready' ? { ...s, picked: guest } : s));
  }

  suggestions(typed: string): ReadonlyArray<GuestChoice> {
    const state = this.snapshot;
    return state.status === 'ready' ? guestsMatching(state.guests, typed) : [];
  }

  /**
   * Saves unless the card changed since it was loaded (then the changes are shown: `submission` failed with Changed).
   */
  submit(form: CardForm) {
    return this.write(form, false);
  }

  /** After a Changed: the manager's edited fields on top of the card as it is now, saved. */
  applyOnCurrent(form: CardForm) {
    return this.write(form, true);
  }

  /** After a Changed: drop the edit and show the card as it is now. */
  reload(): Promise<void> {
    return this.opened ? this.open(this.opened) : Promise.resolve();
  }

  private write(form: CardForm, onCurrent: boolean) {
    const state = this.snapshot;
    if (state.status !== 'ready') return Promise.resolve(undefined);
    return this.submission.submit(
      () => this.save.execute({ loaded: state.card, form, picked: state.picked, guests: state.guests, onCurrent }),
      {
        done: () => {
          this.effects.success(CARD_MESSAGES.saved);
          this.effects.navigate(pathOf('organization-cards'));
        },
        failed: (error) => {
          if (error.kind === 'NotFound') this.gone();
        },
      },
    );
  }

  private gone(): void {
    this.store.set({ status: 'gone', message: CONFLICT_MESSAGES.gone('カード') });
  }
}
