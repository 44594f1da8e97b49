import { useParams } from 'react-router-dom';

/** The params of the keypad routes: /locks/:id/(pins|cards)/:knight_id/:knight_name. */
export function useKeypadParams(): { readonly lockId: number; readonly knightId: number; readonly knightName: string } {
  const params = useParams();
  return { lockId: Number(params.id), knightId: Number(params.knight_id), knightName: params.knight_name ?? '' };
}
