import { inject, injectable, optional } from 'inversify';
import { FeatureBindings } from '../ports/FeatureBindings';

/**
 * Binds what the header's search reads (the lists of the access views and the managers: the `search` feature) before
 * SearchConsole is resolved; the search is on every page, so no route did it. Nothing to do where everything is bound
 * from the start (the tests' containers have no FeatureBindings).
 */
@injectable()
export class PrepareSearch {
  constructor(@inject(FeatureBindings) @optional() private readonly features?: FeatureBindings) {}

  execute(): Promise<void> {
    return this.features?.load(['search']) ?? Promise.resolve();
  }
}
