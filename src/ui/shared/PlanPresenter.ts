import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadPlanFunctions } from '../../application/session/LoadPlanFunctions';
import type { PlanFunctions } from '../../domain/shared/plan';
import { Presenter } from './Presenter';

export type PlanState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly plan: PlanFunctions }
  | { readonly status: 'failed' };

/** The current organization's plan functions, loaded once per organization shown (PlanContext.tsx). */
@injectable()
export class PlanPresenter extends Presenter<PlanState> {
  private readonly latest = this.latestRequest();

  constructor(@inject(LoadPlanFunctions) private readonly loadPlan: LoadPlanFunctions) {
    super({ status: 'loading' });
  }

  override async open(): Promise<void> {
    const answer = await this.latest.run(() => this.loadPlan.execute());
    if (!answer.current) return;
    const result = answer.value;
    this.store.set(E.isRight(result) ? { status: 'ready', plan: result.right } : { status: 'failed' });
  }
}
