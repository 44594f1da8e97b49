import * as E from 'fp-ts/Either';
import type { Outcome } from '../../application/shared/AppError';
import type { PlanFunctions } from '../../domain/shared/plan';

/** Where the current organization's plan stands for the plan gates (ui/shared/PlanGate.tsx). */
export type PlanState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly plan: PlanFunctions }
  | { readonly status: 'failed' };

/** The answer of LoadPlanFunctions as the gates read it: any failure is an unread plan. */
export const planStateOf = (result: Outcome<PlanFunctions>): PlanState =>
  E.isRight(result) ? { status: 'ready', plan: result.right } : { status: 'failed' };
