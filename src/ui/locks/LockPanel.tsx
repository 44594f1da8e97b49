import { Link } from 'react-router-dom';
import { canManageKeys, canOperateRemotely } from '../../domain/locks/capabilities';
import { keypadsBySide, keypadSideLabelOf } from '../../domain/locks/keypad';
import {
  MODEL_IDS,
  modelNameOf,
  visibleGroupsOf,
  type Lock,
  type LockEvent,
  type ModelId,
  type BatteryCode,
} from '../../domain/locks/lock';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { keyTypeLabelOf, logTypeLabelOf } from '../../domain/logs/logTypes';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import { pathOf } from '../shell/routeTable';
import { staticStyles } from '../shared/staticStyles';
import { BatteryIndicator } from './BatteryIndicator';
import { KeypadRegistrationStatus } from '../registrationStatus/KeypadRegistrationStatus';

/**
 * The panel's styles, one class each for the page (staticStyles): a page shows ten panels of ~50 elements, and a
 * phone drew them in one 700 ms task as Chakra elements. The look is Chakra's: its card, button, badge, heading and
 * link recipes and its tokens, computed once.
 */
const usePanelClasses = staticStyles(({ recipe, slots }) => {
  const card = slots('card', { size: 'sm' });
  return {
    card: card.root ?? {},
    header: card.header ?? {},
    body: card.body ?? {},
    footer: card.footer ?? {},
    headerRow: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'flex-start',
      gap: '2',
      flexWrap: 'wrap',
    },
    title: { minW: '0' },
    heading: [recipe('heading', { size: 'md' }), { wordBreak: 'break-all' }],
    model: { fontSize: 'xs', color: 'gray.600' },
    actions: { display: 'flex', gap: '2', flexWrap: 'wrap' },
    outlineButton: recipe('button', { size: 'sm', variant: 'outline' }),
    sections: { display: 'flex', flexDirection: 'column', gap: '3' },
    rows: { display: 'flex', flexDirection: 'column', gap: '1' },
    row: { display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' },
    rowLabel: { fontSize: 'sm', color: 'gray.700', minW: '8em' },
    noBattery: { fontSize: 'xs', color: 'gray.500' },
    small: { fontSize: 'sm' },
    muted: { color: 'gray.600' },
    groups: { display: 'flex', gap: '1', flexWrap: 'wrap', alignItems: 'center' },
    smallMuted: { fontSize: 'sm', color: 'gray.600' },
    badge: [recipe('badge', { variant: 'subtle' }), { colorPalette: 'teal' }],
    link: [recipe('link'), { color: 'teal.700', fontSize: 'sm' }],
    hubButton: [recipe('button', { size: 'xs', variant: 'outline' }), { color: 'gray.700' }],
    note: { fontSize: 'xs', color: 'gray.600' },
    remoteButton: [recipe('button', { size: 'sm' }), { colorPalette: 'teal' }],
    offButton: recipe('button', { size: 'sm' }),
  };
});

function BatteryRow({
  label,
  owner,
  a,
  b,
  modelId,
}: {
  label: string;
  owner: 'lock' | 'keypad';
  a: BatteryCode;
  b: BatteryCode;
  modelId?: ModelId;
}) {
  const c = usePanelClasses();
  return (
    <div className={c.row}>
      <p className={c.rowLabel}>{label}</p>
      {owner === 'keypad' && modelId === MODEL_IDS.padR ? (
        // Pad R reports no battery the console can show (devices-access §4)
        <p className={c.noBattery}>電池表示なし</p>
      ) : (
        <>
          <BatteryIndicator owner={owner} side="A" code={a} modelId={modelId} />
          <BatteryIndicator owner={owner} side="B" code={b} modelId={modelId} />
        </>
      )}
    </div>
  );
}

const eventText = (e: LockEvent): string => {
  const who = [e.keyType === null ? null : keyTypeLabelOf(e.keyType), e.userName].filter(
    (x): x is string => x !== null && x !== '',
  );
  return `${formatJapaneseDateTime(e.loggedAt)} ${logTypeLabelOf(e.logType)}${who.length > 0 ? `（${who.join('・')}）` : ''}`;
};

interface LockPanelProps {
  readonly lock: Lock;
  readonly onRemote: (lock: Lock) => void;
  readonly onHubNotSet: () => void;
}

/** One lock on the list: what a manager checks at a glance, and where to go next. */
export function LockPanel({ lock, onRemote, onHubNotSet }: LockPanelProps) {
  const name = lock.setting.lockName;
  const sub = lock.setting.subLock;
  const groups = visibleGroupsOf(lock);
  const last = lock.lastEvents[0];
  const sides = keypadsBySide(lock.keypads);
  const c = usePanelClasses();
  return (
    <article aria-label={name} data-testid="lock-panel" className={c.card}>
      <div className={c.header}>
        <div className={c.headerRow}>
          <div className={c.title}>
            <h2 className={c.heading}>{name}</h2>
            <p className={c.model}>{modelNameOf(lock.modelId)}</p>
          </div>
          <div className={c.actions}>
            <Link className={c.outlineButton} to={pathOf('locks-logs', { id: lock.id })} aria-label={`${name}の履歴`}>
              履歴
            </Link>
            <Link className={c.outlineButton} to={pathOf('locks-config', { id: lock.id })} aria-label={`${name}の設定`}>
              設定
            </Link>
            <Link
              className={c.outlineButton}
              to={pathOf('lock-access', { id: lock.id })}
              aria-label={`${name}を開けられる人`}
            >
              開けられる人
            </Link>
            {lock.keypads.length > 0 && (
              <Link
                className={c.outlineButton}
                to={`${pathOf('visitor-pass-new')}?lock=${lock.id}`}
                aria-label={`${name}の来訪者パスを発行`}
              >
                来訪者パス
              </Link>
            )}
          </div>
        </div>
      </div>
      <div className={c.body}>
        <div className={c.sections}>
          <div className={c.rows} aria-label="電池残量" role="group">
            <BatteryRow label="本体" owner="lock" a={lock.batteryA} b={lock.batteryB} />
            {sub && <BatteryRow label="サブロック" owner="lock" a={sub.batteryA} b={sub.batteryB} />}
            {lock.keypads.map((k) => (
              <BatteryRow
                key={k.id}
                label={`キーパッド（${keypadSideLabelOf(k.useCase)}）`}
                owner="keypad"
                a={k.batteryA}
                b={k.batteryB}
                modelId={k.modelId}
              />
            ))}
          </div>
          <p className={c.small} data-testid="last-event">
            <span className={c.muted}>最終操作：</span>
            {last ? eventText(last) : '操作履歴はありません'}
          </p>
          <div className={c.groups} aria-label="鍵グループ" role="group">
            <p className={c.smallMuted}>鍵グループ：</p>
            {groups.length === 0 ? (
              <p className={c.small}>なし</p>
            ) : (
              groups.map((g) => (
                <span key={g.id} className={c.badge}>
                  {g.name}
                </span>
              ))
            )}
          </div>
          {sides.map(({ side, keypad }) => {
            const sideName = keypadSideLabelOf(keypad.useCase);
            const params = { id: lock.id, keypad_id: keypad.id, keypad_name: sideName };
            return (
              <div key={keypad.id} className={c.row} data-testid={`keypad-${side}`}>
                <p className={c.rowLabel}>{sideName}キーパッド</p>
                <Link className={c.link} to={pathOf('locks-pins', params)} aria-label={`${name} ${sideName}の暗証番号`}>
                  暗証番号
                </Link>
                <Link
                  className={c.link}
                  to={pathOf('locks-cards', params)}
                  aria-label={`${name} ${sideName}のICカード`}
                >
                  ICカード
                </Link>
                <KeypadRegistrationStatus keypadId={keypad.id} compact />
              </div>
            );
          })}
          {!canManageKeys(lock) && (
            // the buttons say why they cannot be used; a click still opens the spec's 'Hub not set' modal
            <div className={c.rows} data-testid="keys-unavailable">
              <div className={c.row}>
                <p className={c.rowLabel}>キーパッド</p>
                <button type="button" className={c.hubButton} onClick={onHubNotSet}>
                  暗証番号（{LOCK_MESSAGES.hubNotSet}）
                </button>
                <button type="button" className={c.hubButton} onClick={onHubNotSet}>
                  ICカード（{LOCK_MESSAGES.hubNotSet}）
                </button>
              </div>
              <p className={c.note}>ハブもキーパッドもないため、暗証番号とICカードは登録できません。</p>
            </div>
          )}
        </div>
      </div>
      <div className={c.footer}>
        {canOperateRemotely(lock) ? (
          <button
            type="button"
            className={c.remoteButton}
            onClick={() => onRemote(lock)}
            aria-label={`${name}を遠隔操作`}
          >
            遠隔操作
          </button>
        ) : (
          <button type="button" className={c.offButton} disabled aria-label={`${name}：${LOCK_MESSAGES.hubNotSet}`}>
            {LOCK_MESSAGES.hubNotSet}
          </button>
        )}
      </div>
    </article>
  );
}
