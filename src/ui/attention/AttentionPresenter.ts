import { inject, injectable } from 'inversify';
import { ATTENTION_VIEW, LoadAttention, type AttentionReading } from '../../application/attention/LoadAttention';
import { LoadAttentionMarks } from '../../application/attention/LoadAttentionMarks';
import { MarkAttention } from '../../application/attention/MarkAttention';
import { ReadAccess } from '../../application/access/ReadAccess';
import { AttentionCount } from '../../application/shared/AttentionCount';
import { splitAcknowledged, type Acknowledgements } from '../../domain/attention/acknowledgements';
import {
  ATTENTION_KINDS,
  type AttentionFix,
  type AttentionItem,
  type AttentionKind,
} from '../../domain/attention/items';
import { ATTENTION_MESSAGES } from '../../domain/attention/messages';
import { KEYPAD_SIDE_LABELS } from '../../domain/locks/messages';
import { pathOf } from '../shell/routeTable';
import { Presenter } from '../shared/Presenter';
import { AccessReading, NOT_READ, readingOf, type ReadingState } from '../access/reading';

/**
 * Rows a kind shows at first, and more at each 'show more' (spec silent: a large organization can have hundreds of
 * cards without a user; drawing them all at once would hold the page). The access review's step.
 */
export const ATTENTION_ROWS_STEP = 50;

export interface AttentionState {
  readonly reading: ReadingState<AttentionReading>;
  readonly organizationName: string;
  /** Today's 確認済み marks of this organization and manager in this browser. */
  readonly marks: Acknowledgements;
  /** How many rows each kind shows. */
  readonly shown: Readonly<Record<AttentionKind, number>>;
}

/** One item as the page draws it: the fixing screen's path and the link's words made. */
export interface AttentionRowView {
  readonly key: string;
  readonly subject: string;
  readonly detail: string;
  readonly path: string;
  readonly fix: string;
}

export interface AttentionSectionView {
  readonly kind: AttentionKind;
  readonly title: string;
  /** Open items of this kind (the ones drawn and the ones under 'show more'). */
  readonly count: number;
  readonly rows: ReadonlyArray<AttentionRowView>;
  readonly hidden: number;
}

export interface AttentionScreenView {
  /** The kinds with open items, in the screen's order (a kind with none is not drawn). */
  readonly sections: ReadonlyArray<AttentionSectionView>;
  readonly open: number;
  /** The items marked 確認済み today (still true), each with its way back. */
  readonly acknowledged: ReadonlyArray<AttentionRowView>;
}

/**
 * Where each item is fixed, and the link's words (spec silent: the console's own screen). A keypad's page is named by
 * its side, as the lock panel's links name it. A guest whose request is still open: the guest's page (e-mail, request
 * date); the request is sent again from the guests list's 未連携 tab.
 */
export const fixOf = (fix: AttentionFix): { readonly path: string; readonly label: string } => {
  switch (fix.kind) {
    case 'lockSettings':
      return { path: pathOf('locks-config', { id: fix.lockId }), label: 'ロック設定を開く' };
    case 'doorStates':
      return { path: pathOf('door-states'), label: '扉の状態を開く' };
    case 'keypadPins':
    case 'keypadCards': {
      const params = {
        id: fix.lockId,
        keypad_id: fix.keypadId,
        keypad_name: fix.side === null ? '-' : KEYPAD_SIDE_LABELS[fix.side],
      };
      return fix.kind === 'keypadPins'
        ? { path: pathOf('locks-pins', params), label: '暗証番号を開く' }
        : { path: pathOf('locks-cards', params), label: 'ICカードを開く' };
    }
    case 'group':
      return { path: pathOf('groups-detail', { id: fix.groupId }), label: '鍵グループを開く' };
    case 'guestConnection':
      return { path: pathOf('guest-detail', { guest_id: fix.guestId }), label: '利用者を開く' };
    case 'cardUser':
      return { path: pathOf('organization-card-registration', { id: fix.cardId }), label: '利用者を設定する' };
  }
};

const rowOf = (item: AttentionItem): AttentionRowView => {
  const { path, label } = fixOf(item.fix);
  return { key: item.key, subject: item.subject, detail: item.detail, path, fix: label };
};

const allShown = (count: number): Record<AttentionKind, number> =>
  Object.fromEntries(ATTENTION_KINDS.map((kind) => [kind, count])) as Record<AttentionKind, number>;

/** The screen's sections from a reading and today's marks: open items by kind, then the acknowledged ones. */
export const attentionViewOf = (
  items: ReadonlyArray<AttentionItem>,
  marks: Acknowledgements,
  shown: Readonly<Record<AttentionKind, number>>,
): AttentionScreenView => {
  const { open, acknowledged } = splitAcknowledged(items, marks);
  const sections = ATTENTION_KINDS.flatMap((kind): AttentionSectionView[] => {
    const ofKind = open.filter((item) => item.kind === kind);
    if (ofKind.length === 0) return [];
    const visible = ofKind.slice(0, shown[kind]);
    return [
      {
        kind,
        title: ATTENTION_MESSAGES.kinds[kind],
        count: ofKind.length,
        rows: visible.map(rowOf),
        hidden: ofKind.length - visible.length,
      },
    ];
  });
  return { sections, open: open.length, acknowledged: acknowledged.map(rowOf) };
};

const isDevice = (item: AttentionItem): boolean => item.kind === 'battery' || item.kind === 'hub';

/**
 * 要対応: the whole organization read through the presenter's pool (at most four calls, progress, cancelled when the
 * page is left), kept for the session with its read time and 読み直す (the access views' reading); 確認済み marks
 * kept in this browser for the day. Each reading and each mark tells the menu's count.
 */
@injectable()
export class AttentionPresenter extends Presenter<AttentionState> {
  private readonly reading: AccessReading<AttentionReading>;

  constructor(
    @inject(LoadAttention) private readonly loadAttention: LoadAttention,
    @inject(ReadAccess) private readonly readAccess: ReadAccess,
    @inject(LoadAttentionMarks) private readonly loadMarks: LoadAttentionMarks,
    @inject(MarkAttention) private readonly markAttention: MarkAttention,
    @inject(AttentionCount) private readonly count: AttentionCount,
  ) {
    super({
      reading: NOT_READ,
      organizationName: readAccess.organizationName(),
      marks: loadMarks.execute(),
      shown: allShown(ATTENTION_ROWS_STEP),
    });
    this.reading = new AccessReading<AttentionReading>({
      view: ATTENTION_VIEW,
      readAccess: this.readAccess,
      load: (pool) => this.loadAttention.execute(pool),
      newPool: (onProgress) => this.callPool(onProgress),
      latest: this.latestRequest(),
      show: (reading) => {
        this.store.update((s) => ({
          ...s,
          reading:
            reading.status === 'failed'
              ? { ...reading, message: `${ATTENTION_MESSAGES.loadFailed}（${reading.message}）` }
              : reading,
        }));
        if (reading.status === 'read') this.tellCount();
      },
    });
  }

  /** The page opened: today's marks, and what the session kept, or a reading. */
  override open(): void {
    this.store.update((s) => ({ ...s, marks: this.loadMarks.execute() }));
    this.reading.open();
  }

  readAgain(): Promise<void> {
    this.store.update((s) => ({ ...s, shown: allShown(ATTENTION_ROWS_STEP) }));
    return this.reading.readAgain();
  }

  showMore(kind: AttentionKind): void {
    this.store.update((s) => ({ ...s, shown: { ...s.shown, [kind]: s.shown[kind] + ATTENTION_ROWS_STEP } }));
  }

  /** 確認済み for today (or taken back: `acknowledged` false), kept in this browser. */
  mark(key: string, acknowledged = true): void {
    const marks = this.markAttention.execute([key], acknowledged);
    this.store.update((s) => ({ ...s, marks }));
    this.tellCount();
  }

  /** The open items of the reading on screen, told to the menu: the devices' part and the rest. */
  private tellCount(): void {
    const read = readingOf(this.snapshot.reading);
    if (!read) return;
    const { open } = splitAcknowledged(read.value.items, this.snapshot.marks);
    const devices = open.filter(isDevice).length;
    const key = this.loadMarks.key();
    this.count.tell(key, 'devices', devices);
    this.count.tell(key, 'others', open.length - devices);
  }
}
