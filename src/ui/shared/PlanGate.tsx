import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PlanFunctions } from '../../domain/shared/plan';
import { usePlan } from './PlanContext';
import type { PlanState } from './PlanPresenter';
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

/** Where the plan stands, for the console's `data-plan` marker (ConsoleLayout); a view asks a gate instead. */
export function usePlanStatus(): PlanState['status'] {
  return usePlan().status;
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

/**
 * A value the plan decides (the PIN cap, the log tabs), or null while the plan loads or could not be read.
 * The one other way a view reads the plan; the rule itself is a domain function (`pinCapOf`, `visibleLogTabs`).
 */
export function usePlanValue<T>(select: (plan: PlanFunctions) => T): T | null {
  const plan = usePlan();
  return plan.status === 'ready' ? select(plan.plan) : null;
}

interface PlanGateProps {
  readonly allows: PlanRule;
  /** Shown instead of the children when the plan denies. */
  readonly message: string;
  readonly status?: 'warning' | 'info';
  /** While the plan loads; a spinner unless told otherwise. */
  readonly loading?: ReactNode;
  /**
   * When the plan could not be read; the children by default (the server enforces the plan anyway).
   * Children written as a function of the plan need one (they have no plan to be given).
   */
  readonly unknown?: ReactNode;
  /**
   * What the plan allows; a function when the content needs the plan itself (the tabs and CSV buttons of a history).
   */
  readonly children: ReactNode | ((plan: PlanFunctions) => ReactNode);
}

/**
 * The one plan gate around content: the children when the current organization's plan allows,
 * the plan notice when it does not. A button or a notice beside content that stays reads `usePlanGate`;
 * nothing else in a view looks at the plan (devices-access §6: which function gates what).
 *
 *   <PlanGate allows={canCreateGuest} message={GUEST_MESSAGES.planLimitReached}><GuestIndividualForm /></PlanGate>
 */
export function PlanGate({ allows, message, status, loading = <Loading />, unknown, children }: PlanGateProps) {
  const plan = usePlan();
  if (plan.status === 'loading') return <>{loading}</>;
  if (plan.status === 'failed') {
    if (unknown !== undefined) return <>{unknown}</>;
    return <>{typeof children === 'function' ? null : children}</>;
  }
  if (!allows(plan.plan)) return <PlanNotice message={message} status={status} />;
  return <>{typeof children === 'function' ? children(plan.plan) : children}</>;
}
