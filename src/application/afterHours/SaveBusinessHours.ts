import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  businessHoursOf,
  hasHoursErrors,
  serializeBusinessHours,
  validateBusinessHours,
  type BusinessHours,
  type BusinessHoursForm,
} from '../../domain/afterHours/businessHours';
import { PreferenceStore } from '../ports/PreferenceStore';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, type Outcome } from '../shared/AppError';
import { businessHoursKeyOf } from './LoadBusinessHours';

/**
 * Keeps the page's organization's business hours in this browser (no call: the spec has no such setting). A form
 * that breaks a rule is refused with one message per day; nothing is kept.
 */
@injectable()
export class SaveBusinessHours {
  constructor(
    @inject(PreferenceStore) private readonly preferences: PreferenceStore,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(form: BusinessHoursForm): Promise<Outcome<BusinessHours>> {
    return this.organization.run(async (organizationId) => {
      const errors = validateBusinessHours(form);
      // one field per weekday (monday … sunday), shown under that day's times
      if (hasHoursErrors(errors)) return E.left(AppErrors.invalidFields(errors));
      const hours = businessHoursOf(form);
      this.preferences.set(businessHoursKeyOf(organizationId), serializeBusinessHours(hours));
      return E.right(hours);
    });
  }
}
