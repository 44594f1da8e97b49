import { createContext, useContext, type ReactNode } from 'react';
import { usePresenter } from './di';
import { PlanPresenter, type PlanState } from './PlanPresenter';
import { useObservable } from './useObservable';

const PlanContext = createContext<PlanState>({ status: 'loading' });

/**
 * Loads the current organization's plan functions once per organization shown (ConsoleLayout remounts it on a switch).
 */
export function PlanProvider({ children }: { children: ReactNode }) {
  const presenter = usePresenter(PlanPresenter);
  const state = useObservable(presenter);
  return <PlanContext.Provider value={state}>{children}</PlanContext.Provider>;
}

/** The plan of the current organization, for plan gates in views (the rule itself is planAllows). */
export const usePlan = (): PlanState => useContext(PlanContext);
