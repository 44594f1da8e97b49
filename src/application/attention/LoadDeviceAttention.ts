import { inject, injectable } from 'inversify';
import { splitAcknowledged, type AttentionView } from '../../domain/attention/acknowledgements';
import { deviceAttentionOf } from '../../domain/attention/devices';
import type { Lock } from '../../domain/locks/lock';
import type { DoorRow } from '../../domain/remote/doorStates';
import { DOORS_VIEW } from '../shared/AccessReadings';
import { ReadAccess } from '../access/ReadAccess';
import { AttentionCount } from '../shared/AttentionCount';
import { LoadAttentionMarks } from './LoadAttentionMarks';

/**
 * The lock list's 要対応 line and the menu's count, from the locks the lock list read (their batteries) and
 * 扉の状態's reading of this session (its hubs): no call, so the lock list waits for nothing. Today's 確認済み
 * items are not counted. The count of open items is told to AttentionCount (the menu's count and the line).
 */
@injectable()
export class LoadDeviceAttention {
  constructor(
    @inject(ReadAccess) private readonly readAccess: ReadAccess,
    @inject(LoadAttentionMarks) private readonly marks: LoadAttentionMarks,
    @inject(AttentionCount) private readonly count: AttentionCount,
  ) {}

  execute(locks: ReadonlyArray<Lock>): AttentionView {
    const doors = this.readAccess.kept<ReadonlyArray<DoorRow>>(DOORS_VIEW)?.value ?? null;
    const view = splitAcknowledged(deviceAttentionOf(locks, doors), this.marks.execute());
    this.count.tell(this.marks.key(), 'devices', view.open.length);
    return view;
  }
}
