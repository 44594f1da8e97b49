import { ContainerModule } from 'inversify';
import { AppConfig } from '../../application/ports/AppConfig';
import { AppInfoSource } from '../../application/ports/AppInfoSource';
import { AuthStore } from '../../application/ports/AuthStore';
import { Clock } from '../../application/ports/Clock';
import { SessionEvents } from '../../application/ports/SessionEvents';
import { CheckVersion } from '../../application/shared/CheckVersion';
import { ReportError } from '../../application/shared/ReportError';
import { BrowserStorage } from '../browser/BrowserStorage';
import { LocalStorageAuthStore } from '../browser/LocalStorageAuthStore';
import { SystemClock } from '../browser/SystemClock';
import { HttpAppInfoSource } from '../http/session/HttpAppInfoSource';

export interface SharedBindings {
  readonly config: AppConfig;
  readonly events: SessionEvents;
  readonly storage?: Storage;
  readonly clock?: Clock;
}

/** Bindings every backend shares. Use cases and presenters resolve by autobind (transient). */
export const sharedModule = ({ config, events, storage, clock }: SharedBindings) =>
  new ContainerModule(({ bind }) => {
    bind(AppConfig).toConstantValue(config);
    bind(SessionEvents).toConstantValue(events);
    bind(Clock).toConstantValue(clock ?? new SystemClock());
    const browserStorage = storage ?? window.localStorage;
    bind(BrowserStorage).toConstantValue(browserStorage);
    bind(AuthStore).toConstantValue(new LocalStorageAuthStore(browserStorage));
    bind(AppInfoSource).to(HttpAppInfoSource).inSingletonScope();
    // these two keep state across the whole app: the version baseline and the report rate
    bind(CheckVersion).toSelf().inSingletonScope();
    bind(ReportError).toSelf().inSingletonScope();
  });
