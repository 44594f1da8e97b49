import { inject, injectable } from 'inversify';
import { parseAcknowledgements, type Acknowledgements } from '../../domain/attention/acknowledgements';
import { todayInJapan } from '../../domain/shared/dates';
import { AuthStore } from '../ports/AuthStore';
import { Clock } from '../ports/Clock';
import { PreferenceStore } from '../ports/PreferenceStore';
import { attentionKeyOf } from '../shared/AttentionCount';
import { CurrentOrganization } from '../session/CurrentOrganization';

/**
 * Where this browser keeps the 確認済み marks: one key per organization and manager (another manager on the same
 * browser has marks of their own); null without a page organization or a signed-in manager (nothing is kept).
 */
export const attentionMarksKeyOf = (organization: CurrentOrganization, auth: AuthStore): string | null => {
  const organizationId = organization.summary()?.id;
  const managerId = auth.load()?.me.id;
  if (organizationId === undefined || organizationId === null || managerId === undefined) return null;
  return attentionKeyOf(organizationId, managerId);
};

/** Today's 確認済み marks of the page's organization and the signed-in manager (another day's count as none). */
@injectable()
export class LoadAttentionMarks {
  constructor(
    @inject(PreferenceStore) private readonly preferences: PreferenceStore,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
    @inject(AuthStore) private readonly auth: AuthStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** Whose marks (and count): the page's organization and the signed-in manager; null without either. */
  key(): string | null {
    return attentionMarksKeyOf(this.organization, this.auth);
  }

  execute(): Acknowledgements {
    const key = this.key();
    return parseAcknowledgements(key === null ? null : this.preferences.get(key), todayInJapan(this.clock.now()));
  }
}
