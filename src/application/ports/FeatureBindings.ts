/**
 * Binds features' ports on demand. The router does it for a route's screen; a part of the frame that is on every
 * page and reads other features (the header's search) asks here for them before it resolves what reads them.
 */
export interface FeatureBindings {
  load(names: ReadonlyArray<string>): Promise<void>;
}
export const FeatureBindings = Symbol.for('FeatureBindings');
