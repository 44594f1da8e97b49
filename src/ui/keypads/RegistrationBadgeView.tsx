import type { RegistrationBadge } from '../../domain/keypads/registration';
import { useCellClasses } from '../shared/cellStyles';

const BADGES: Record<
  RegistrationBadge,
  { readonly label: string; readonly palette: 'badgeOrange' | 'badgeGray' | 'badgeGreen' | 'badgeBlue' }
> = {
  failed: { label: '登録失敗', palette: 'badgeOrange' },
  expired: { label: '有効期限切れ', palette: 'badgeGray' },
  registered: { label: '登録済み', palette: 'badgeGreen' },
  registering: { label: '登録中', palette: 'badgeBlue' },
};

/** The status column of a keypad's PINs and cards, as the presenter decided it. */
export function RegistrationBadgeView({ badge }: { readonly badge: RegistrationBadge }) {
  const c = useCellClasses();
  const { label, palette } = BADGES[badge];
  return <span className={c[palette]}>{label}</span>;
}
