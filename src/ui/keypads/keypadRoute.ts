import { useParams } from 'react-router-dom';

/** The params of the keypad routes: /locks/:id/(pins|cards)/:knight_id/:knight_name. */
export function useKeypadParams(): { readonly lockId: number; readonly keypadId: number; readonly keypadName: string } {
  const params = useParams();
  return { lockId: Number(params.id), keypadId: Number(params.knight_id), keypadName: params.knight_name ?? '' };
}
