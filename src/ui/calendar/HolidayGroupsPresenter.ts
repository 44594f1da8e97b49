import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { FindHolidayOpenings, type HolidayOpenings } from '../../application/calendar/FindHolidayOpenings';
import { HOLIDAY_LOOKAHEAD_DAYS } from '../../domain/calendar/groupHolidays';
import { CALENDAR_MESSAGES } from '../../domain/calendar/messages';
import type { GroupConditions, GroupId } from '../../domain/groups/group';
import { Presenter } from '../shared/Presenter';

/** A key group as the access views read it: what the holiday rule needs, and the name they show. */
export interface HolidayGroup {
  readonly id: GroupId;
  readonly name: string;
  readonly conditions: GroupConditions;
}

/** A group that opens on holidays of the next 90 days, and on which: '11月3日（火・祝）文化の日 09:00〜18:00'. */
export interface HolidayGroupLine {
  readonly groupId: GroupId;
  readonly name: string;
  readonly openings: ReadonlyArray<string>;
}

export type HolidayGroupsState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      /** '今後90日間に祝日も扉が開く鍵グループ' */
      readonly heading: string;
      /** The groups meant for working days that still open on a holiday, in the order read. */
      readonly groups: ReadonlyArray<HolidayGroupLine>;
      /** What the conditions cannot do and how the period covers a holiday: said once, when some group opens. */
      readonly advice: ReadonlyArray<string>;
      readonly coverage: string;
    }
  | { readonly status: 'failed'; readonly message: string };

const linesOf = (groups: ReadonlyArray<HolidayGroup>, found: HolidayOpenings): ReadonlyArray<HolidayGroupLine> =>
  found.groups.flatMap((g): HolidayGroupLine[] => {
    const group = groups.find((candidate) => candidate.id === g.groupId);
    if (group === undefined || g.check.openings.length === 0) return [];
    const openings = g.check.openings.map((o) => CALENDAR_MESSAGES.openingLine(o.label, o.hours));
    return [{ groupId: g.groupId, name: group.name, openings }];
  });

/**
 * この扉を開けられる人 and この人が開けられる扉: which of the key groups the view read still open doors on public
 * holidays of the next 90 days, from the console's clock (no call of the spec; the holiday table once).
 */
@injectable()
export class HolidayGroupsPresenter extends Presenter<HolidayGroupsState, ReadonlyArray<HolidayGroup>> {
  private readonly latest = this.latestRequest();

  constructor(@inject(FindHolidayOpenings) private readonly findOpenings: FindHolidayOpenings) {
    super({ status: 'loading' });
  }

  override async open(groups: ReadonlyArray<HolidayGroup>): Promise<void> {
    const answer = await this.latest.run(() => this.findOpenings.execute(groups));
    if (!answer.current) return;
    const found = answer.value;
    if (E.isLeft(found)) {
      this.store.set({ status: 'failed', message: found.left.message });
      return;
    }
    const lines = linesOf(groups, found.right);
    this.store.set({
      status: 'ready',
      heading: CALENDAR_MESSAGES.accessHolidaysHeading(HOLIDAY_LOOKAHEAD_DAYS),
      groups: lines,
      advice: lines.length === 0 ? [] : [CALENDAR_MESSAGES.cannotExcludeHolidays, CALENDAR_MESSAGES.coverWithPeriod],
      coverage: found.right.coverage,
    });
  }
}
