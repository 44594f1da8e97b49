import { Container, type ContainerModule } from 'inversify';

/** One container for the whole app; presenters and use cases resolve by autobind (transient). */
export const buildContainer = (...modules: ContainerModule[]): Container => {
  const container = new Container({ autobind: true });
  container.load(...modules);
  return container;
};
