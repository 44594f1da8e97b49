import { ContainerModule } from 'inversify';
import { AccessReadings } from '../../application/shared/AccessReadings';
import { AttentionCount } from '../../application/shared/AttentionCount';
import { DoorCloses } from '../../application/remote/DoorCloses';
import { AppConfig } from '../../application/ports/AppConfig';
import { AppInfoSource } from '../../application/ports/AppInfoSource';
import { AuthRecordWatch } from '../../application/ports/AuthRecordWatch';
import { AuthStore } from '../../application/ports/AuthStore';
import { Clock } from '../../application/ports/Clock';
import { CsvFileReader } from '../../application/ports/CsvFileReader';
import { FormDraftStore } from '../../application/ports/FormDraftStore';
import { PreferenceStore } from '../../application/ports/PreferenceStore';
import { Scheduler } from '../../application/ports/Scheduler';
import { SessionEvents } from '../../application/ports/SessionEvents';
import { CheckVersion } from '../../application/shared/CheckVersion';
import { ReportError } from '../../application/shared/ReportError';
import { TabWrites } from '../../application/shared/TabWrites';
import { BrowserStorage } from '../browser/BrowserStorage';
import { LazyCsvFileReader } from '../browser/csv/LazyCsvFileReader';
import { LocalStorageAuthStore } from '../browser/LocalStorageAuthStore';
import { LocalStoragePreferenceStore } from '../browser/LocalStoragePreferenceStore';
import { SessionStorageFormDraftStore, tabStorage } from '../browser/SessionStorageFormDraftStore';
import { SystemClock } from '../browser/SystemClock';
import { TimerScheduler } from '../browser/TimerScheduler';
import { HttpClient, HttpClientToken } from '../http/HttpClient';
import { HttpAppInfoSource } from '../http/session/HttpAppInfoSource';
import { tellTabWrites } from './tellTabWrites';

export interface SharedBindings {
  readonly config: AppConfig;
  readonly events: SessionEvents;
  readonly storage?: Storage;
  readonly clock?: Clock;
  /** Tests hand in a fetch that MSW intercepts or a fake. */
  readonly fetchImpl?: typeof fetch;
}

/**
 * Services bound once for every backend and every feature. Use cases and presenters resolve by
 * autobind (transient). The HTTP client is built on first use only, so memory mode never makes one.
 */
export const sharedModule = ({ config, events, storage, clock, fetchImpl }: SharedBindings) =>
  new ContainerModule((options) => {
    const { bind } = options;
    bind(AppConfig).toConstantValue(config);
    bind(SessionEvents).toConstantValue(events);
    bind(Clock).toConstantValue(clock ?? new SystemClock());
    const browserStorage = storage ?? window.localStorage;
    bind(BrowserStorage).toConstantValue(browserStorage);
    bind(AuthStore).to(LocalStorageAuthStore).inSingletonScope();
    bind(AuthRecordWatch).toService(AuthStore);
    bind(Scheduler).to(TimerScheduler).inSingletonScope();
    bind(FormDraftStore)
      .toDynamicValue((ctx) => new SessionStorageFormDraftStore(tabStorage, ctx.get<Clock>(Clock)))
      .inSingletonScope();
    bind(PreferenceStore)
      .toDynamicValue(() => new LocalStoragePreferenceStore(browserStorage))
      .inSingletonScope();
    bind(HttpClientToken)
      .toDynamicValue(
        (ctx) => new HttpClient(ctx.get(AppConfig), ctx.get(AuthStore), ctx.get(SessionEvents), undefined, fetchImpl),
      )
      .inSingletonScope();
    bind(AppInfoSource).to(HttpAppInfoSource).inSingletonScope();
    // chosen CSV files are read in a worker where the platform has one (node tests read them inline), loaded with the
    // first file
    bind(CsvFileReader).toConstantValue(new LazyCsvFileReader());
    // these two keep state across the whole app: the version baseline and the report rate
    bind(CheckVersion).toSelf().inSingletonScope();
    bind(ReportError).toSelf().inSingletonScope();
    // what the access views and 扉の状態 read, for the session: Logout (shared) clears it, two features keep in it;
    // bound here once, so no feature's container can autobind a second (transient) one before its owner loads
    bind(AccessReadings).toSelf().inSingletonScope();
    // every write of this tab that a kept reading shows is told here, on both backends (AccessReadings forgets)
    bind(TabWrites).toSelf().inSingletonScope();
    tellTabWrites(options);
    // 扉の状態's close jobs still running when the manager left the screen: a door gets no second job
    bind(DoorCloses).toSelf().inSingletonScope();
    // 要対応's count for the side menu and the lock list's line, told by the lock list and the 要対応 screen
    bind(AttentionCount).toSelf().inSingletonScope();
  });
