import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LabelHolidayMoment } from '../../application/calendar/LabelHolidayMoment';
import { Presenter } from '../shared/Presenter';

export type HolidayMomentState =
  | { readonly status: 'loading' }
  /** '11月3日（火・祝）文化の日' when the moment falls on a public holiday, null on any other day. */
  | { readonly status: 'ready'; readonly label: string | null }
  | { readonly status: 'failed'; readonly message: string };

/**
 * この扉を開けられる人 and この人が開けられる扉: whether the moment they answer for falls on a public holiday. Opened
 * again with each moment the manager chooses (the table is loaded once).
 */
@injectable()
export class HolidayMomentPresenter extends Presenter<HolidayMomentState, { readonly at: number }> {
  private readonly latest = this.latestRequest();

  constructor(@inject(LabelHolidayMoment) private readonly labelMoment: LabelHolidayMoment) {
    super({ status: 'loading' });
  }

  override async open({ at }: { readonly at: number }): Promise<void> {
    const answer = await this.latest.run(() => this.labelMoment.execute(new Date(at)));
    if (!answer.current) return;
    const label = answer.value;
    this.store.set(
      E.isRight(label) ? { status: 'ready', label: label.right } : { status: 'failed', message: label.left.message },
    );
  }
}
