import { useParams } from 'react-router-dom';

/** The params of the keypad routes: /locks/:id/(pins|cards)/:keypad_id/:keypad_name. */
export function useKeypadParams(): { readonly lockId: number; readonly keypadId: number; readonly keypadName: string } {
  const params = useParams();
  return { lockId: Number(params.id), keypadId: Number(params.keypad_id), keypadName: params.keypad_name ?? '' };
}
