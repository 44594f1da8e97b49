import { ACCESS_MESSAGES } from '../../domain/access/messages';
import { closeProgressOf, readProgressOf, type DoorProgress, type DoorRow } from '../../domain/remote/doorStates';
import { closeProgressText } from '../../domain/remote/messages';

/** What 扉の状態 shows (DoorStatesPresenter's state), and the progress sentence it says of it. */

export type DoorStatesState =
  | { readonly status: 'listing' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly rows: ReadonlyArray<DoorRow>;
      /**
       * A reading, the reading before a close-all's confirmation ('checking'), or a close run is under way: every
       * button waits.
       */
      readonly running: 'reading' | 'checking' | 'closing' | null;
      /** The reading before the confirmation found no door unlocked (解錠中の扉はありません。). */
      readonly noneUnlocked: boolean;
      /** When the last reading ended (ISO), null while one runs. */
      readonly readAt: string | null;
      /** What the last reading says of itself (a lock list whose total differed from the locks read). */
      readonly notices?: ReadonlyArray<string>;
      /** The doors of the last close run (lock ids), for its progress. */
      readonly closeBatch: ReadonlyArray<number>;
      /** The doors the confirmation lists, while it is open (asked through the effects, as every question is). */
      readonly confirming: ReadonlyArray<DoorRow> | null;
    };

/** The overall progress sentence of the run under way (or the last one), null before any. */
export const progressTextOf = (state: DoorStatesState): string | null => {
  if (state.status !== 'ready') return null;
  const closing =
    state.running === 'closing' || (state.running === null && state.closeBatch.length > 0 && !state.noneUnlocked);
  const { done, total }: DoorProgress = closing
    ? closeProgressOf(state.rows, state.closeBatch)
    : readProgressOf(state.rows);
  if (total === 0) return null;
  return closing ? closeProgressText(done, total) : ACCESS_MESSAGES.progress(done, total);
};
