import { ContainerModule, type Container } from 'inversify';
import { bindingsOf, withNeeds, type BackendMode, type FeatureModule } from './FeatureModule';

/**
 * Loads a feature's bindings into the container the first time a route needs them (an async
 * Inversify ContainerModule whose load awaits the feature's chunk), once per feature, together
 * with the features it needs. The router awaits this beside the route's lazy view.
 */
export class FeatureLoader {
  private readonly loads = new Map<string, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly features: ReadonlyArray<FeatureModule>,
    private readonly mode: BackendMode,
  ) {}

  /** Resolves once these features (and what they need) are bound. */
  load(names: ReadonlyArray<string>): Promise<void> {
    return Promise.all(withNeeds(this.features, names).map((feature) => this.loadOne(feature))).then(() => undefined);
  }

  loadAll(): Promise<void> {
    return this.load(this.features.map((f) => f.name));
  }

  private loadOne(feature: FeatureModule): Promise<void> {
    const known = this.loads.get(feature.name);
    if (known) return known;
    const loading = this.container.loadAsync(
      new ContainerModule(async (options) => {
        const bind = await bindingsOf(feature, this.mode);
        bind(options);
      }),
    );
    // a failed chunk (network) may be retried by the next navigation
    loading.catch(() => this.loads.delete(feature.name));
    this.loads.set(feature.name, loading);
    return loading;
  }
}
