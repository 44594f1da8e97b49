import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadGuestAccess } from '../../application/access/LoadGuestAccess';
import { ReadAccess } from '../../application/access/ReadAccess';
import { SwitchOrganization } from '../../application/session/SwitchOrganization';
import { UnassignKeypadCard } from '../../application/cards/UnassignKeypadCard';
import { SaveGroupMembers } from '../../application/groups/SaveGroupMembers';
import type { Outcome } from '../../application/shared/AppError';
import {
  guestAccessAt,
  type CardPlacementRow,
  type CardRow,
  type GroupRow,
  type GuestAccessAt,
  type GuestAccessReading,
} from '../../domain/access/guestAccess';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import { ownValueOf, type Whose } from '../../domain/access/whose';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { membershipSourceOf } from '../../domain/guests/guest';
import { MESSAGES } from '../../domain/shared/messages';
import { Presenter } from '../shared/Presenter';
import { guestAccessCsv, guestAccessFileName } from './accessCsv';
import { guestAccessSummary } from './accessWords';
import { AccessReading, elsewhereOwnerOf, NOT_READ, readingOf, type ReadingState } from './reading';

export interface GuestAccessState {
  readonly guestId: number;
  /** The guest's own organization once read (the page's before): the screen and the printed heading name it. */
  readonly organizationName: string;
  readonly reading: ReadingState<Whose<GuestAccessReading>>;
  /** The moment evaluated (Japan time when shown); the reading's moment (今) until the manager changes it. */
  readonly moment: Date;
  readonly momentIsNow: boolean;
  /** What was read, evaluated at the moment; null until something was read. */
  readonly access: GuestAccessAt | null;
  /** The totals line on top ('今（11月26日 14:05 時点）この人が開けられる扉：3か所'). */
  readonly summary: string | null;
}

/**
 * この人が開けられる扉 (/guests/:guest_id/access): the guest's groups and cards read once through the pool (kept
 * for the session as `guest:<id>`), evaluated at a moment the manager can change without reading again, and
 * the two things a manager does when someone leaves: take the guest out of a group, take a card off a keypad.
 */
@injectable()
export class GuestAccessPresenter extends Presenter<GuestAccessState, { readonly guestId: number }> {
  private reading: AccessReading<Whose<GuestAccessReading>> | null = null;
  private readonly latest = this.latestRequest();

  constructor(
    @inject(ReadAccess) private readonly readAccess: ReadAccess,
    @inject(LoadGuestAccess) private readonly loadGuestAccess: LoadGuestAccess,
    @inject(SaveGroupMembers) private readonly saveGroupMembers: SaveGroupMembers,
    @inject(UnassignKeypadCard) private readonly unassignKeypadCard: UnassignKeypadCard,
    @inject(SwitchOrganization) private readonly switchOrganization: SwitchOrganization,
  ) {
    super({
      guestId: 0,
      organizationName: '',
      reading: NOT_READ,
      moment: new Date(0),
      momentIsNow: true,
      access: null,
      summary: null,
    });
  }

  override open({ guestId }: { readonly guestId: number }): void {
    this.store.set({
      guestId,
      organizationName: this.readAccess.organizationName(),
      reading: NOT_READ,
      moment: this.readAccess.now(),
      momentIsNow: true,
      access: null,
      summary: null,
    });
    this.reading = new AccessReading<Whose<GuestAccessReading>>({
      view: `guest:${guestId}`,
      readAccess: this.readAccess,
      load: (pool) => this.loadGuestAccess.execute(guestId, pool),
      newPool: (onProgress) => this.callPool(onProgress),
      latest: this.latest,
      show: (reading) => this.show(reading, this.snapshot.moment, this.snapshot.momentIsNow),
    });
    this.reading.open();
  }

  readAgain(): Promise<void> {
    return this.reading?.readAgain() ?? Promise.resolve();
  }

  /** The manager set another moment: the same reading, evaluated again (no call). */
  changeMoment(moment: Date): void {
    this.show(this.snapshot.reading, moment, false);
  }

  /** Back to the reading's moment (今, with its time); 読み直す reads the present. */
  backToNow(): void {
    this.show(this.snapshot.reading, readingOf(this.snapshot.reading)?.readAt ?? this.snapshot.moment, true);
  }

  /** The page's (current) organization, which the notice of another organization's record names beside the owner. */
  get pageOrganizationName(): string {
    return this.readAccess.organizationName();
  }

  /**
   * The guest is another organization's: that organization, made current. True when it is; the view then reloads this
   * page (not home, as the header's switch does: the manager came for this guest), read in its own organization.
   */
  switchToOwner(): boolean {
    const owner = elsewhereOwnerOf(this.snapshot.reading);
    return owner !== null && E.isRight(this.switchOrganization.execute(owner));
  }

  downloadCsv(): void {
    const { access, moment } = this.snapshot;
    if (access === null) return;
    const csv = guestAccessCsv(access, moment);
    this.effects.downloadCsv(csv, guestAccessFileName(access.guest.name, moment));
  }

  /** Takes the guest out of the group (its membership, or its invitation when not connected), after asking. */
  removeFromGroup(group: GroupRow): Promise<void> {
    const guest = this.guestRead();
    if (guest === null) return Promise.resolve();
    return this.changeAfterAsking(
      {
        title: ACCESS_MESSAGES.guest.removeFromGroupTitle,
        message: ACCESS_MESSAGES.guest.removeFromGroup(guest.name, group.name),
        confirmLabel: '外す',
      },
      () =>
        this.saveGroupMembers.execute({
          groupId: group.groupId,
          add: [],
          remove: [guest.id],
          source: membershipSourceOf(guest),
        }),
      MESSAGES.saved,
    );
  }

  /** Takes the card off one keypad (DELETE /pad_cards/{id}), with the card screen's own confirmation. */
  unassignCard(card: CardRow, placement: CardPlacementRow): Promise<void> {
    return this.changeAfterAsking(
      {
        title: ACCESS_MESSAGES.guest.unassignCardTitle(placement.door.lockName, placement.sideLabel),
        message: CARD_MESSAGES.unlinkConfirm(card.name),
        confirmLabel: '削除する',
      },
      () => this.unassignKeypadCard.execute(placement.keypadCardId),
      CARD_MESSAGES.deleted,
    );
  }

  private guestRead(): GuestAccessReading['guest'] | null {
    const read = readingOf(this.snapshot.reading);
    return (read === null ? null : ownValueOf(read.value))?.guest ?? null;
  }

  /** Asks; on yes writes, toasts, and reads the view again so it shows the door as it now is. */
  private async changeAfterAsking(
    request: { readonly title: string; readonly message: string; readonly confirmLabel: string },
    write: () => Promise<Outcome<unknown>>,
    done: string,
  ): Promise<void> {
    await this.effects.confirm({ ...request, destructive: true }, async () => {
      const result = await write();
      if (E.isLeft(result)) {
        this.effects.failure(result.left);
        return;
      }
      this.effects.success(done);
      await this.readAgain();
    });
  }

  private show(reading: ReadingState<Whose<GuestAccessReading>>, chosen: Date, momentIsNow: boolean): void {
    const read = readingOf(reading);
    // 今 is the moment the reading was taken: the view answers for what it read, not for a present it has not read
    const moment = momentIsNow && read !== null ? read.readAt : chosen;
    const own = read === null ? null : ownValueOf(read.value);
    const access = own === null ? null : guestAccessAt(own, moment);
    this.store.set({
      ...this.snapshot,
      organizationName: read?.value.organization.name ?? this.snapshot.organizationName,
      reading,
      moment,
      momentIsNow,
      access,
      summary: access === null ? null : guestAccessSummary(access.openDoorCount, moment, momentIsNow),
    });
  }
}
