import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { KeypadTab } from '../../domain/keypads/registration';
import { useRouteParams } from '../shell/routeTable';

/** The keypad routes: /locks/:id/(pins|cards)/:keypad_id/:keypad_name, and their new forms. */
type KeypadRoute = 'locks-pins' | 'pins-new' | 'locks-cards' | 'cards-new';

/** What a keypad screen's presenter opens on. */
export interface KeypadOpening {
  readonly lockId: number;
  readonly keypadId: number;
}

/** A keypad list opens on one keypad, on the tab the address names (the registered PINs or cards when none). */
export interface KeypadListOpening extends KeypadOpening {
  readonly tab?: KeypadTab;
}

/** A tab as the address names it; another word is no tab (the registered ones then). */
export const parseKeypadTab = (raw: string | null): KeypadTab | undefined =>
  raw === 'registering' || raw === 'registered' ? raw : undefined;

/** The params of a keypad route, as its screens read them. */
export function useKeypadParams(route: KeypadRoute): KeypadOpening & { readonly keypadName: string } {
  const params = useRouteParams(route);
  return { lockId: Number(params.id), keypadId: Number(params.keypad_id), keypadName: params.keypad_name };
}

/**
 * What a keypad list screen opens on: its keypad, and the tab in the address, read once (a switch writes it back,
 * which is no new opening).
 */
export function useKeypadListOpening(route: 'locks-pins' | 'locks-cards'): KeypadListOpening {
  const { lockId, keypadId } = useKeypadParams(route);
  const [search] = useSearchParams();
  const [tab] = useState<KeypadTab>(() => parseKeypadTab(search.get('tab')) ?? 'registered');
  return { lockId, keypadId, tab };
}
