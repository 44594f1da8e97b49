import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { SearchConsole, type KindAnswer } from '../../application/search/SearchConsole';
import { SEARCH_MESSAGES } from '../../domain/search/messages';
import { SEARCH_KINDS, type SearchKind } from '../../domain/search/results';
import { Presenter } from '../shared/Presenter';
import { CONSOLE_SCREENS, pathOfTarget } from './searchTargets';

/**
 * How long the box waits after a keystroke before it searches (the console's choice, the spec is silent): a word
 * typed at speed is one search, and an answer still comes within a glance of the last key.
 */
export const SEARCH_DEBOUNCE_MS = 150;

export interface SearchOption {
  /** The DOM id of the option (aria-activedescendant). */
  readonly id: string;
  readonly label: string;
  readonly detail: string;
  /** The page it opens. */
  readonly to: string;
}

/** One kind's part of the results: its hits, or the sentence that it could not be searched. */
export interface SearchGroup {
  readonly kind: SearchKind;
  readonly heading: string;
  readonly options: ReadonlyArray<SearchOption>;
  /** 'ほか3件' when more matched than are shown; '' otherwise. */
  readonly more: string;
  readonly failed: string | null;
}

export interface SearchState {
  /** What is in the box. */
  readonly text: string;
  /** idle: nothing to search; searching: some kind has not answered the box's text yet; done: all have. */
  readonly status: 'idle' | 'searching' | 'done';
  /** The kinds that answered the box's text with a hit or a failure, in SEARCH_KINDS order. */
  readonly groups: ReadonlyArray<SearchGroup>;
  /** The option chosen by the arrow keys (Enter opens it), by its place in all the options; -1 for none. */
  readonly active: number;
}

const IDLE: SearchState = { text: '', status: 'idle', groups: [], active: -1 };

const groupOf = (answer: KindAnswer): SearchGroup | null => {
  const heading = SEARCH_MESSAGES.kinds[answer.kind];
  if (E.isLeft(answer.result))
    return { kind: answer.kind, heading, options: [], more: '', failed: SEARCH_MESSAGES.kindFailed(heading) };
  const { hits, total } = answer.result.right;
  if (hits.length === 0) return null;
  return {
    kind: answer.kind,
    heading,
    options: hits.map((hit, i) => ({
      id: `search-${answer.kind}-${i}`,
      label: hit.label,
      detail: hit.detail,
      to: pathOfTarget(hit.target),
    })),
    more: total > hits.length ? SEARCH_MESSAGES.more(total, hits.length) : '',
    failed: null,
  };
};

/** Every option of the results, in the order the arrow keys walk them. */
export const optionsOf = (state: SearchState): ReadonlyArray<SearchOption> => state.groups.flatMap((g) => g.options);

/**
 * The header's search dialog: what is typed is searched SEARCH_DEBOUNCE_MS after the last key (SearchConsole: every
 * kind's list read once, then matched in the browser, domain/search); each kind shows as soon as it answers, and an
 * answer to a text no longer in the box is dropped. The arrow keys choose an option, Enter opens it.
 */
@injectable()
export class SearchPresenter extends Presenter<SearchState> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** One pool for the dialog's life: at most four list reads in flight, none started once it closed. */
  private readonly pool = this.callPool(() => undefined);

  constructor(@inject(SearchConsole) private readonly search: SearchConsole) {
    super(IDLE);
  }

  type(text: string): void {
    clearTimeout(this.timer);
    if (text.trim() === '') {
      this.store.set({ ...IDLE, text });
      return;
    }
    this.store.update((s) => ({ ...s, text, status: 'searching' }));
    this.timer = setTimeout(() => void this.run(text), SEARCH_DEBOUNCE_MS);
  }

  /** Moves the chosen option by one (wrapping round), or to the first or last. */
  move(to: 'next' | 'previous' | 'first' | 'last'): void {
    const count = optionsOf(this.snapshot).length;
    if (count === 0) return;
    this.store.update((s) => {
      const next =
        to === 'first'
          ? 0
          : to === 'last'
            ? count - 1
            : to === 'next'
              ? (s.active + 1) % count
              : (s.active - 1 + count) % count;
      return { ...s, active: next };
    });
  }

  /** The option Enter opens: the chosen one, else the first. */
  chosen(): SearchOption | null {
    const options = optionsOf(this.snapshot);
    return options[this.snapshot.active] ?? options[0] ?? null;
  }

  private async run(text: string): Promise<void> {
    const answered = new Map<SearchKind, SearchGroup | null>();
    const current = () => !this.disposed && this.snapshot.text === text;
    await this.search.execute(text, CONSOLE_SCREENS, this.pool, (answer) => {
      // an answer to a text the box no longer holds is stale: dropped
      if (!current()) return;
      answered.set(answer.kind, groupOf(answer));
      const groups = SEARCH_KINDS.flatMap((kind) => answered.get(kind) ?? []);
      this.store.update((s) => ({
        ...s,
        groups,
        status: answered.size === SEARCH_KINDS.length ? 'done' : 'searching',
        active: Math.min(s.active, optionsOf({ ...s, groups }).length - 1),
      }));
    });
  }

  override dispose(): void {
    clearTimeout(this.timer);
    super.dispose();
  }
}
