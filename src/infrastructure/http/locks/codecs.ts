import * as t from 'io-ts';
import type { Lock, LockGroup } from '../../../domain/locks/lock';
import { LOG_TYPE_LABELS, KEY_TYPE_LABELS } from '../../../domain/logs/messages';
import type { KeyType } from '../../../domain/logs/logTypes';
import { nullable, NumberFromWire } from '../codecs/common';

/** Wire shapes of the v1 lock calls (snake_case), decoded with t.exact: unknown fields are dropped. */

const Battery = t.union([t.number, t.null]);
const Serial = t.union([t.string, t.number]);

const SubLockWire = t.exact(
  t.type({ id: NumberFromWire, model_id: t.number, serial_no: Serial, battery_a: Battery, battery_b: Battery }),
);
const HubWire = t.exact(t.type({ serial_no: Serial }));
const KeypadWire = t.exact(
  t.type({
    id: NumberFromWire,
    model_id: t.number,
    serial_no: Serial,
    use_case: t.number,
    battery_a: Battery,
    battery_b: Battery,
  }),
);
export const GroupWire = t.exact(
  t.intersection([t.type({ id: NumberFromWire, name: t.string }), t.partial({ whole: nullable(t.boolean) })]),
);

export const LogTypeWire = t.keyof(LOG_TYPE_LABELS);
/** Key types the console does not know (a newer app) show as a dash rather than failing the screen. */
export const KeyTypeWire = nullable(t.string);
export const keyTypeOf = (wire: string | null | undefined): KeyType | null =>
  typeof wire === 'string' && Object.prototype.hasOwnProperty.call(KEY_TYPE_LABELS, wire) ? (wire as KeyType) : null;

const PanelLogWire = t.exact(
  t.intersection([
    t.type({ logged_at: t.string, log_type: LogTypeWire }),
    t.partial({ user_name: nullable(t.string), key_type: KeyTypeWire }),
  ]),
);

const LockSettingWire = t.exact(
  t.intersection([
    t.type({ lock_name: t.string, created_at: t.string }),
    t.partial({ on_upside: nullable(t.boolean), sub_lock: nullable(SubLockWire), hub: nullable(HubWire) }),
  ]),
);

export const LockWire = t.exact(
  t.intersection([
    t.type({ id: NumberFromWire, model_id: t.number, serial_no: Serial, lock_setting: LockSettingWire }),
    t.partial({
      battery_a: Battery,
      battery_b: Battery,
      knights: t.array(KeypadWire),
      groups: t.array(GroupWire),
      logs: t.array(PanelLogWire),
    }),
  ]),
);
export type LockWire = t.TypeOf<typeof LockWire>;

/** The spec names only `locks`; `total` is read when the server sends it (it pages the list). */
export const LockListWire = t.exact(
  t.intersection([t.type({ locks: t.array(LockWire) }), t.partial({ total: NumberFromWire })]),
);

export const toLockGroup = (g: t.TypeOf<typeof GroupWire>): LockGroup => ({
  id: g.id,
  name: g.name,
  whole: g.whole ?? false,
});

export const toLock = (w: LockWire): Lock => {
  const s = w.lock_setting;
  return {
    id: w.id,
    modelId: w.model_id,
    serialNo: String(w.serial_no),
    batteryA: w.battery_a ?? null,
    batteryB: w.battery_b ?? null,
    setting: {
      lockName: s.lock_name,
      createdAt: s.created_at,
      onUpside: s.on_upside ?? false,
      subLock: s.sub_lock
        ? {
            id: s.sub_lock.id,
            modelId: s.sub_lock.model_id,
            serialNo: String(s.sub_lock.serial_no),
            batteryA: s.sub_lock.battery_a,
            batteryB: s.sub_lock.battery_b,
          }
        : null,
      hub: s.hub ? { serialNo: s.hub.serial_no } : null,
    },
    keypads: (w.knights ?? []).map((k) => ({
      id: k.id,
      modelId: k.model_id,
      serialNo: String(k.serial_no),
      useCase: k.use_case,
      batteryA: k.battery_a,
      batteryB: k.battery_b,
    })),
    groups: (w.groups ?? []).map(toLockGroup),
    lastEvents: (w.logs ?? []).map((l) => ({
      loggedAt: l.logged_at,
      logType: l.log_type,
      userName: l.user_name ?? null,
      keyType: keyTypeOf(l.key_type),
    })),
  };
};

/* Domain → wire, the inverse of toLock: what the demo world's MSW handlers send, typed against the codecs above. */

export const wireLockOf = (l: Lock): LockWire => ({
  id: l.id,
  model_id: l.modelId,
  serial_no: l.serialNo,
  battery_a: l.batteryA,
  battery_b: l.batteryB,
  lock_setting: {
    lock_name: l.setting.lockName,
    created_at: l.setting.createdAt,
    on_upside: l.setting.onUpside,
    sub_lock: l.setting.subLock && {
      id: l.setting.subLock.id,
      model_id: l.setting.subLock.modelId,
      serial_no: l.setting.subLock.serialNo,
      battery_a: l.setting.subLock.batteryA,
      battery_b: l.setting.subLock.batteryB,
    },
    hub: l.setting.hub && { serial_no: l.setting.hub.serialNo },
  },
  knights: l.keypads.map((k) => ({
    id: k.id,
    model_id: k.modelId,
    serial_no: k.serialNo,
    use_case: k.useCase,
    battery_a: k.batteryA,
    battery_b: k.batteryB,
  })),
  groups: l.groups.map(wireLockGroupOf),
  logs: l.lastEvents.map((e) => ({
    logged_at: e.loggedAt,
    log_type: e.logType,
    user_name: e.userName,
    key_type: e.keyType,
  })),
});

/** What the world serves: `{locks}` only, as the spec shows it (no total). */
export const wireLockListOf = (page: { readonly items: ReadonlyArray<Lock> }): t.TypeOf<typeof LockListWire> => ({
  locks: page.items.map(wireLockOf),
});

export const wireLockGroupOf = (g: LockGroup): t.TypeOf<typeof GroupWire> => ({
  id: g.id,
  name: g.name,
  whole: g.whole,
});
