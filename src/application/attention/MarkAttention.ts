import { inject, injectable } from 'inversify';
import {
  acknowledge,
  serializeAcknowledgements,
  unacknowledge,
  type Acknowledgements,
} from '../../domain/attention/acknowledgements';
import { todayInJapan } from '../../domain/shared/dates';
import { AuthStore } from '../ports/AuthStore';
import { Clock } from '../ports/Clock';
import { PreferenceStore } from '../ports/PreferenceStore';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { attentionMarksKeyOf, LoadAttentionMarks } from './LoadAttentionMarks';

/**
 * Marks items 確認済み for today in this browser (or takes the marks back: `acknowledged` false), and answers the
 * marks now kept. No call: the spec has no such record.
 */
@injectable()
export class MarkAttention {
  constructor(
    @inject(PreferenceStore) private readonly preferences: PreferenceStore,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(LoadAttentionMarks) private readonly marks: LoadAttentionMarks,
  ) {}

  execute(keys: ReadonlyArray<string>, acknowledged = true): Acknowledgements {
    const today = todayInJapan(this.clock.now());
    const current = this.marks.execute();
    const next = acknowledged
      ? acknowledge(current, keys, today)
      : keys.reduce((marks, key) => unacknowledge(marks, key, today), current);
    const key = attentionMarksKeyOf(this.organization, this.auth);
    if (key !== null) this.preferences.set(key, serializeAcknowledgements(next));
    return next;
  }
}
