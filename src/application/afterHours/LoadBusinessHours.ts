import { inject, injectable } from 'inversify';
import { parseBusinessHours, type BusinessHours } from '../../domain/afterHours/businessHours';
import type { OrganizationId } from '../../domain/shared/ids';
import { PreferenceStore } from '../ports/PreferenceStore';
import { CurrentOrganization } from '../session/CurrentOrganization';

/** Where this browser keeps an organization's business hours (one key per organization). */
export const businessHoursKeyOf = (organizationId: OrganizationId): string => `business-hours.${organizationId}`;

/**
 * The page's organization's business hours as this browser keeps them; the default (月〜金 9:00–18:00) when none are
 * kept, what is kept is unreadable, or no organization is current.
 */
@injectable()
export class LoadBusinessHours {
  constructor(
    @inject(PreferenceStore) private readonly preferences: PreferenceStore,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(): BusinessHours {
    const id = this.organization.summary()?.id;
    return parseBusinessHours(id === undefined || id === null ? null : this.preferences.get(businessHoursKeyOf(id)));
  }
}
