import { useSyncExternalStore } from 'react';
import { AttentionCount } from '../../application/shared/AttentionCount';
import { useLazyContainer } from '../shared/di';

const nothing = (): (() => void) => () => undefined;
const none = (): null => null;

/** 要対応's count as the session knows it (the menu and the lock list's line); null before anything read it. */
export function useAttentionCount(): number | null {
  const count = useLazyContainer().current?.get(AttentionCount);
  return useSyncExternalStore(count?.subscribe ?? nothing, count?.current ?? none);
}
