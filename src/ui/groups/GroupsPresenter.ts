import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { SearchGroups } from '../../application/groups/SearchGroups';
import { describeConditions } from '../../domain/groups/describeConditions';
import type { Group } from '../../domain/groups/group';

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

const cardOf = (group: Group): GroupCardView => ({ id: group.id, name: group.name, memberCount: group.guestCount, conditions: describeConditions(group) });

@injectable()
export class GroupsPresenter {
  private readonly state = new BehaviorSubject<GroupsState>({ status: 'loading', name: '' });
  readonly state$ = this.state.asObservable();
  get snapshot(): GroupsState {
    return this.state.value;
  }

  constructor(@inject(SearchGroups) private readonly searchGroups: SearchGroups) {}

  async search(name: string): Promise<void> {
    this.state.next({ status: 'loading', name });
    const result = await this.searchGroups.execute(name);
    // a newer search may have started meanwhile: only the latest one is shown
    if (this.state.value.name !== name) return;
    this.state.next(E.isRight(result) ? { status: 'ready', name, groups: result.right.map(cardOf) } : { status: 'failed', name, message: result.left });
  }
}
