import { inject, injectable } from 'inversify';
import {
  businessHoursFormOf,
  describeBusinessHours,
  parseBusinessHours,
  type BusinessHours,
  type BusinessHoursForm,
} from '../../domain/afterHours/businessHours';
import type { OrganizationId } from '../../domain/shared/ids';
import { PreferenceStore } from '../ports/PreferenceStore';
import { CurrentOrganization } from '../session/CurrentOrganization';

/** Where this browser keeps an organization's business hours (one key per organization). */
export const businessHoursKeyOf = (organizationId: OrganizationId): string => `business-hours.${organizationId}`;

export interface KeptBusinessHours {
  readonly hours: BusinessHours;
  /** The hours as the settings form edits them. */
  readonly form: BusinessHoursForm;
  /** '月〜金 09:00〜18:00（土・日・祝日は休業）' */
  readonly description: string;
}

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

  execute(): KeptBusinessHours {
    const id = this.organization.summary()?.id;
    const hours = parseBusinessHours(
      id === undefined || id === null ? null : this.preferences.get(businessHoursKeyOf(id)),
    );
    return { hours, form: businessHoursFormOf(hours), description: describeBusinessHours(hours) };
  }
}
