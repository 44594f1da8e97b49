import type { Lock } from './lock';

/** Remote lock/unlock goes through a hub; without one the panel shows a disabled ハブ未設定 button. */
export const canOperateRemotely = (lock: Lock): boolean => lock.setting.hub !== null;

/** Card and PIN add/delete need a hub or a keypad; otherwise the 'Hub not set' modal is shown. */
export const canManageKeys = (lock: Lock): boolean => lock.setting.hub !== null || lock.keypads.length > 0;
