import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PlanFunctions } from '../../domain/shared/plan';
import { usePlan } from '../shell/PlanContext';
import { Loading } from './States';

/** A plan rule: `planAllows(plan, 'guestCsvRegistration')`, `canCreateGuest`, a feature's own gate. */
export type PlanRule = (plan: PlanFunctions) => boolean;

/** Where a gate stands: the plan is still loading, it allows, it denies, or it could not be read. */
export type PlanGateState = 'loading' | 'allowed' | 'denied' | 'unknown';

/** The gate as a value, for a button or a notice beside content that stays. */
export function usePlanGate(rule: PlanRule): PlanGateState {
  const plan = usePlan();
  if (plan.status === 'loading') return 'loading';
  if (plan.status === 'failed') return 'unknown';
  return rule(plan.plan) ? 'allowed' : 'denied';
}

/** The notice of a denied gate (the spec's plan sentence). */
export function PlanNotice({
  message,
  status = 'warning',
}: {
  readonly message: string;
  readonly status?: 'warning' | 'info';
}) {
  return (
    <Alert.Root status={status} role="alert" data-testid="plan-notice">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

interface PlanGateProps {
  readonly allows: PlanRule;
  /** Shown instead of the children when the plan denies. */
  readonly message: string;
  readonly status?: 'warning' | 'info';
  /** While the plan loads; a spinner unless told otherwise. */
  readonly loading?: ReactNode;
  /** When the plan could not be read; the children by default (the server enforces the plan anyway). */
  readonly unknown?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The one plan gate around content: the children when the current organization's plan allows,
 * the plan notice when it does not.
 *
 *   <PlanGate allows={canCreateGuest} message={GUEST_MESSAGES.planLimitReached}><GuestIndividualForm /></PlanGate>
 */
export function PlanGate({ allows, message, status, loading = <Loading />, unknown, children }: PlanGateProps) {
  const gate = usePlanGate(allows);
  switch (gate) {
    case 'loading':
      return <>{loading}</>;
    case 'denied':
      return <PlanNotice message={message} status={status} />;
    case 'unknown':
      return <>{unknown === undefined ? children : unknown}</>;
    case 'allowed':
      return <>{children}</>;
  }
}
