import { batteryLabelOf, batteryLevelOf, type BatteryLevel, type BatteryOwner } from '../../domain/locks/battery';
import type { BatteryCode, ModelId } from '../../domain/locks/lock';
import { staticStyles } from '../shared/staticStyles';

/** One class per part for the page (staticStyles): a lock list shows dozens of batteries. */
const useBatteryClasses = staticStyles(() => ({
  battery: { display: 'flex', alignItems: 'center', gap: '1' },
  side: { fontSize: 'xs', color: 'gray.600' },
  unknown: { width: '30px', textAlign: 'center' },
  hidden: { srOnly: true },
}));

/** Bars drawn and colour per level: a manager reads the state from shape and colour, not text. */
const LOOK: Record<Exclude<BatteryLevel, 'none' | 'unknown'>, { bars: number; color: string }> = {
  full: { bars: 3, color: 'var(--chakra-colors-green-600)' },
  few: { bars: 1, color: 'var(--chakra-colors-orange-500)' },
  empty: { bars: 0, color: 'var(--chakra-colors-red-600)' },
  ng: { bars: 0, color: 'var(--chakra-colors-red-700)' },
};

function BatteryIcon({ level }: { level: Exclude<BatteryLevel, 'none' | 'unknown'> }) {
  const { bars, color } = LOOK[level];
  return (
    <svg width="30" height="16" viewBox="0 0 30 16" aria-hidden="true" data-level={level}>
      <rect x="1" y="2" width="24" height="12" rx="2" fill="none" stroke={color} strokeWidth="2" />
      <rect x="26" y="5.5" width="3" height="5" rx="1" fill={color} />
      {Array.from({ length: bars }, (_, i) => (
        <rect key={i} x={4 + i * 7} y="5" width="5" height="6" fill={color} />
      ))}
      {level === 'ng' && <path d="M9 4l8 8M17 4l-8 8" stroke={color} strokeWidth="2" />}
      {level === 'empty' && <path d="M13 4v5M13 11.5v.5" stroke={color} strokeWidth="2" />}
    </svg>
  );
}

interface BatteryIndicatorProps {
  readonly owner: BatteryOwner;
  readonly side: 'A' | 'B';
  readonly code: BatteryCode;
  readonly modelId?: ModelId;
}

/** One battery (side A or B) as an icon, with its label for screen readers and on hover. */
export function BatteryIndicator({ owner, side, code, modelId }: BatteryIndicatorProps) {
  const c = useBatteryClasses();
  const level = batteryLevelOf(owner, code, modelId);
  if (level === 'none') return null;
  const label = `電池${side}：${batteryLabelOf(level)}`;
  return (
    <div className={c.battery} title={label} data-testid="battery" data-level={level}>
      <span className={c.side} aria-hidden="true">
        {side}
      </span>
      {level === 'unknown' ? (
        <span className={c.unknown} aria-hidden="true">
          -
        </span>
      ) : (
        <BatteryIcon level={level} />
      )}
      <span className={c.hidden}>{label}</span>
    </div>
  );
}
