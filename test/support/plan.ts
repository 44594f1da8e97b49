import type { PlanFunctions } from '../../src/domain/shared/plan';

/**
 * A plan with every function on and room left (5 managers with 1 left, 50 PINs, 100 guests with 10 left), changed
 * by `over`.
 */
export const planWith = (over: Partial<PlanFunctions> = {}): PlanFunctions => ({
  organizationId: 1,
  downloadLogCsv: true,
  downloadInoutLogCsv: true,
  downloadTimecardCsv: true,
  maximumManagerCount: 5,
  remainingManagerCount: 1,
  changeLockStateNotification: true,
  guestCsvRegistration: true,
  maximumPinCount: 50,
  displayLockLog: true,
  displayInoutLog: true,
  displayTimecard: true,
  maximumGuestCount: 100,
  remainingGuestCount: 10,
  ...over,
});
