/**
 * Japanese texts of the locks feature. Validation messages are copied exactly from the
 * spec (devices-access §5); entries marked "translation" render an English description of the spec.
 */
export const LOCK_MESSAGES = {
  lockNameRequired: '「ロック名」は必須です。入力してください。',
  lockNameTooLong: '「ロック名」は最大30文字です。',
  /** translation: 'Could not change. Try again later.' (lock name save failure) */
  renameFailed: '変更できませんでした。時間をおいて再度お試しください。',
  /** translation: lock group save failure ('update failed') */
  groupsUpdateFailed: '更新に失敗しました。時間をおいて再度お試しください。',
  /** translation: a lock, its list or its settings could not be read (the spec names no text). */
  loadFailed: 'ロック情報を取得できませんでした。',
  /** translation: 404 on lock group save ('lock not found, possibly deleted') */
  lockNotFound: 'ロックが見つかりません。削除された可能性があります。',
  /** translation: the disabled button and modal when a lock has no hub ('hub not set') */
  hubNotSet: 'ハブ未設定',
  /** translation: 'unknown device' (hub serial outside every range, or an unknown model id) */
  unknownDevice: '不明なデバイス',
} as const;

/** translation: labels of the five sort choices of the lock list. */
export const LOCK_SORT_LABELS = {
  none: '指定なし',
  nameAsc: 'ロック名（昇順）',
  nameDesc: 'ロック名（降順）',
  createdAsc: '登録日（古い順）',
  createdDesc: '登録日（新しい順）',
} as const;

/** translation: battery states; 'none' has no label because Pad R shows no icon at all. */
export const BATTERY_LABELS = {
  full: '電池残量：十分',
  few: '電池残量：少',
  empty: '電池切れ',
  ng: '電池異常',
  none: '',
  unknown: '-',
} as const;

/** translation: keypad sides (use_case 0 outdoor, 1 or 8 indoor). */
export const KEYPAD_SIDE_LABELS = {
  outdoor: '屋外側',
  indoor: '屋内側',
} as const;
