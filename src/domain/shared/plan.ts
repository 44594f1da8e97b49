import type { OrganizationId } from './ids';

/** The plan functions (console functions) of the current organization's subscription. */
export interface PlanFunctions {
  readonly organizationId: OrganizationId;
  readonly downloadLogCsv: boolean;
  readonly downloadInoutLogCsv: boolean;
  readonly downloadTimecardCsv: boolean;
  readonly maximumManagerCount: number;
  readonly remainingManagerCount: number;
  readonly changeLockStateNotification: boolean;
  readonly guestCsvRegistration: boolean;
  readonly maximumPinCount: number;
  readonly displayLockLog: boolean;
  readonly displayInoutLog: boolean;
  readonly displayTimecard: boolean;
  readonly maximumGuestCount: number;
  readonly remainingGuestCount: number;
}

/** The on/off functions a screen or button can be gated by. */
export type PlanFeature = {
  [K in keyof PlanFunctions]: PlanFunctions[K] extends boolean ? K : never;
}[keyof PlanFunctions];

/** The one plan-gate check every feature uses. */
export const planAllows = (plan: PlanFunctions, feature: PlanFeature): boolean => plan[feature];

export const canInviteManager = (plan: PlanFunctions): boolean => plan.remainingManagerCount >= 1;

export const canCreateGuest = (plan: PlanFunctions): boolean => plan.remainingGuestCount >= 1;

/** A keypad holds at most 50 PINs whatever the plan says. */
export const PIN_HARD_LIMIT = 50;
export const pinLimitOf = (plan: PlanFunctions): number => Math.min(plan.maximumPinCount, PIN_HARD_LIMIT);
