import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { SearchGroups } from '../../application/groups/SearchGroups';
import { describeConditions } from '../../domain/groups/describeConditions';
import type { Group } from '../../domain/groups/group';
import { map } from 'rxjs';
import type { UrlList } from '../shared/listUrl';
import { Presenter } from '../shared/Presenter';

export interface GroupCardView {
  readonly id: number;
  readonly name: string;
  readonly memberCount: number;
  /** The usage conditions in words, '制限なし' when none. */
  readonly conditions: ReadonlyArray<string>;
}

export type GroupsState =
  | { readonly status: 'loading'; readonly name: string }
  | { readonly status: 'ready'; readonly name: string; readonly groups: ReadonlyArray<GroupCardView> }
  | { readonly status: 'failed'; readonly name: string; readonly message: string };

const cardOf = (group: Group): GroupCardView => ({
  id: group.id,
  name: group.name,
  memberCount: group.guestCount,
  conditions: describeConditions(group),
});

/** /groups: every group of the organization as cards, by name (the list is not paged). */
@injectable()
export class GroupsPresenter extends Presenter<GroupsState> {
  private readonly latest = this.latestRequest();
  /** The name searched, as the address holds it (listUrl.ts): one list, never paged. */
  readonly list: UrlList<{ readonly name: string }> = ((presenter) => ({
    get snapshot() {
      return { query: { name: presenter.snapshot.name }, page: 1 };
    },
    state$: presenter.state$.pipe(map((s) => ({ query: { name: s.name }, page: 1 }))),
    seed: (query) => presenter.store.set({ status: 'loading', name: query.name }),
    load: (query) => presenter.search(query.name),
  }))(this);

  constructor(@inject(SearchGroups) private readonly searchGroups: SearchGroups) {
    super({ status: 'loading', name: '' });
  }

  /** The list opens on the name the address names (listUrl.ts), else on every group. */
  override open(): Promise<void> {
    return this.search(this.snapshot.name);
  }

  async search(name: string): Promise<void> {
    this.store.set({ status: 'loading', name });
    const answer = await this.latest.run(() => this.searchGroups.execute(name));
    if (!answer.current) return;
    const result = answer.value;
    this.store.set(
      E.isRight(result)
        ? { status: 'ready', name, groups: result.right.map(cardOf) }
        : { status: 'failed', name, message: result.left.message },
    );
  }
}
