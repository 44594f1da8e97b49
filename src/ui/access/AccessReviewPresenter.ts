import { inject, injectable } from 'inversify';
import { LoadAccessReview } from '../../application/access/LoadAccessReview';
import { ReadAccess } from '../../application/access/ReadAccess';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import { REVIEW_SECTIONS, type AccessReview, type ReviewFix, type ReviewSection } from '../../domain/access/review';
import { toCsv } from '../../domain/shared/csvWriter';
import { formatJapaneseDate, formatJapaneseDateTime } from '../../domain/shared/dates';
import { pathOf } from '../shell/routeTable';
import { Presenter } from '../shared/Presenter';
import { REVIEW_CSV_HEADER, reviewCsvFileNameOf, reviewCsvRowsOf } from './accessCsv';
import { AccessReading, NOT_READ, readingOf, type ReadingState } from './reading';

/** The session's key of the review's reading (one per organization). */
export const REVIEW_VIEW = 'review';

/**
 * Rows a section shows at first, and more at each 'show more' (spec silent: a large organization can have
 * hundreds of guests in no group; drawing them all at once would hold the page, and the CSV has them all).
 */
export const REVIEW_ROWS_STEP = 50;

export interface AccessReviewState {
  readonly reading: ReadingState<AccessReview>;
  readonly organizationName: string;
  /** How many rows each section shows. */
  readonly shown: Readonly<Record<ReviewSection, number>>;
}

/** One row as the page draws it: the fixing screen's path made. */
export interface ReviewRowView {
  readonly key: string;
  readonly item: string;
  readonly detail: string;
  readonly end: string | null;
  readonly path: string;
}

export interface ReviewSectionView {
  readonly section: ReviewSection;
  readonly title: string;
  readonly count: number;
  /** What an empty section says, null when it has rows. */
  readonly none: string | null;
  readonly rows: ReadonlyArray<ReviewRowView>;
  /** Rows not drawn yet (the 'show more' button's count). */
  readonly hidden: number;
}

/** The screen that fixes a row (the domain names what to open; the route is the view's). */
export const fixPathOf = (fix: ReviewFix): string => {
  switch (fix.kind) {
    case 'keypad-pins':
    case 'keypad-cards':
      return pathOf(fix.kind === 'keypad-pins' ? 'locks-pins' : 'locks-cards', {
        id: fix.lockId,
        keypad_id: fix.keypadId,
        keypad_name: fix.keypadName,
      });
    case 'card':
      return pathOf('organization-card-registration', { id: fix.cardId });
    case 'guest':
      return pathOf('guest-detail', { guest_id: fix.guestId });
    case 'group':
      return pathOf('groups-detail', { id: fix.groupId });
    case 'lock-settings':
      return pathOf('locks-config', { id: fix.lockId });
  }
};

const WORDS = ACCESS_MESSAGES.review;

const allShown = (count: number): Record<ReviewSection, number> =>
  Object.fromEntries(REVIEW_SECTIONS.map((section) => [section, count])) as Record<ReviewSection, number>;

/** The sections as the page draws them, in the review's order, each cut to what it shows. */
export const reviewSectionsOf = (
  review: AccessReview,
  shown: Readonly<Record<ReviewSection, number>>,
): ReadonlyArray<ReviewSectionView> =>
  REVIEW_SECTIONS.map((section) => {
    const rows = review.sections[section];
    const visible = rows.slice(0, shown[section]);
    return {
      section,
      title: WORDS.sections[section],
      count: rows.length,
      none: rows.length === 0 ? WORDS.none[section] : null,
      rows: visible.map((row, index) => ({
        key: `${section}:${index}`,
        item: row.item,
        detail: row.detail,
        end: row.end === null ? null : formatJapaneseDateTime(row.end),
        path: fixPathOf(row.fix),
      })),
      hidden: rows.length - visible.length,
    };
  });

/** The window of 'the next 7 days' in words: '2026年11月25日(水)〜2026年12月2日(水)の終了分'. */
export const expiringWindowOf = (review: AccessReview): string =>
  WORDS.window(formatJapaneseDate(review.at), formatJapaneseDate(new Date(review.until.getTime() - 1)));

/**
 * アクセスの点検: the whole organization read through the presenter's pool (at most four calls, progress,
 * cancelled when the page is left), kept for the session under `review` with its read time and 読み直す.
 */
@injectable()
export class AccessReviewPresenter extends Presenter<AccessReviewState> {
  private readonly reading: AccessReading<AccessReview>;

  constructor(
    @inject(LoadAccessReview) private readonly loadReview: LoadAccessReview,
    @inject(ReadAccess) private readonly readAccess: ReadAccess,
  ) {
    super({
      reading: NOT_READ,
      organizationName: readAccess.organizationName(),
      shown: allShown(REVIEW_ROWS_STEP),
    });
    this.reading = new AccessReading<AccessReview>({
      view: REVIEW_VIEW,
      readAccess: this.readAccess,
      load: (pool) => this.loadReview.execute(pool),
      newPool: (onProgress) => this.callPool(onProgress),
      latest: this.latestRequest(),
      show: (reading) => this.store.update((s) => ({ ...s, reading })),
    });
  }

  /** The page opened: what the session kept, or a reading. */
  override open(): void {
    this.reading.open();
  }

  readAgain(): Promise<void> {
    this.store.update((s) => ({ ...s, shown: allShown(REVIEW_ROWS_STEP) }));
    return this.reading.readAgain();
  }

  showMore(section: ReviewSection): void {
    this.store.update((s) => ({ ...s, shown: { ...s.shown, [section]: s.shown[section] + REVIEW_ROWS_STEP } }));
  }

  /** Before printing: every row, so the printed record is complete (the page draws 50 a section on screen). */
  showAll(): void {
    this.store.update((s) => ({ ...s, shown: allShown(Number.POSITIVE_INFINITY) }));
  }

  /** Every row of every section (not only the drawn ones), with the fixing screen's path. */
  downloadCsv(): void {
    const read = readingOf(this.snapshot.reading);
    if (!read) return;
    const csv = toCsv(REVIEW_CSV_HEADER, reviewCsvRowsOf(read.value, fixPathOf));
    this.effects.downloadCsv(csv, reviewCsvFileNameOf(read.value));
  }
}
