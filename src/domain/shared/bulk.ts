/**
 * One item of a bulk action (delete expired PINs, add ticked guests to a group…): sent and accepted, sent and
 * refused or failed, or not sent because the rule refused it before any call.
 */
export type BulkStatus = 'done' | 'failed' | 'refused';

export interface BulkResult<T> {
  readonly item: T;
  readonly status: BulkStatus;
  /** The spec's words for the answer (削除しました。 / 削除に失敗しました。), or the rule's refusal. */
  readonly message: string;
}

export interface BulkCounts {
  readonly done: number;
  readonly failed: number;
  readonly refused: number;
}

export const bulkCountsOf = (results: ReadonlyArray<BulkResult<unknown>>): BulkCounts => ({
  done: results.filter((r) => r.status === 'done').length,
  failed: results.filter((r) => r.status === 'failed').length,
  refused: results.filter((r) => r.status === 'refused').length,
});

/** The items to send again: the failed ones (a refused one would be refused again; a done one is never re-sent). */
export const failedItemsOf = <T>(results: ReadonlyArray<BulkResult<T>>): ReadonlyArray<T> =>
  results.filter((r) => r.status === 'failed').map((r) => r.item);

/** Not in the spec: the line under a bulk action, '20件中 18件を削除しました（失敗 2件）'. */
export const bulkSummaryText = (results: ReadonlyArray<BulkResult<unknown>>, verb: string): string => {
  const counts = bulkCountsOf(results);
  const rest = [
    counts.failed > 0 ? `失敗 ${counts.failed}件` : '',
    counts.refused > 0 ? `対象外 ${counts.refused}件` : '',
  ].filter((part) => part !== '');
  return `${results.length}件中 ${counts.done}件を${verb}しました${rest.length > 0 ? `（${rest.join('・')}）` : ''}`;
};
