import type { RegistrationBadge } from '../../domain/keypads/registration';
import { CellBadge, type CellBadgePalette } from '../shared/CellBadge';

const BADGES: Record<RegistrationBadge, { readonly label: string; readonly palette: CellBadgePalette }> = {
  failed: { label: '登録失敗', palette: 'orange' },
  expired: { label: '有効期限切れ', palette: 'gray' },
  registered: { label: '登録済み', palette: 'green' },
  registering: { label: '登録中', palette: 'blue' },
};

/** The status column of a keypad's PINs and cards, as the presenter decided it. */
export function RegistrationBadgeView({ badge }: { readonly badge: RegistrationBadge }) {
  const { label, palette } = BADGES[badge];
  return <CellBadge palette={palette}>{label}</CellBadge>;
}
