import { Badge } from '@chakra-ui/react';
import type { RegistrationBadge } from '../../domain/keypads/registration';

const BADGES: Record<RegistrationBadge, { readonly label: string; readonly palette: string }> = {
  failed: { label: '登録失敗', palette: 'orange' },
  expired: { label: '有効期限切れ', palette: 'gray' },
  registered: { label: '登録済み', palette: 'green' },
  registering: { label: '登録中', palette: 'blue' },
};

/** The status column of a keypad's PINs and cards, as the presenter decided it. */
export function RegistrationBadgeView({ badge }: { readonly badge: RegistrationBadge }) {
  const { label, palette } = BADGES[badge];
  return <Badge colorPalette={palette}>{label}</Badge>;
}
