import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { LoadPlanFunctions } from '../../application/session/LoadPlanFunctions';
import { useService } from './di';
import { planStateOf, type PlanState } from './planState';

const PlanContext = createContext<PlanState>({ status: 'loading' });

/** Loads the current organization's plan functions once per organization shown (ConsoleLayout remounts it on a switch). */
export function PlanProvider({ children }: { children: ReactNode }) {
  const load = useService(LoadPlanFunctions);
  const [state, setState] = useState<PlanState>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    void load.execute().then((result) => {
      if (alive) setState(planStateOf(result));
    });
    return () => {
      alive = false;
    };
  }, [load]);
  return <PlanContext.Provider value={state}>{children}</PlanContext.Provider>;
}

/** The plan of the current organization, for plan gates in views (the rule itself is planAllows). */
export const usePlan = (): PlanState => useContext(PlanContext);
