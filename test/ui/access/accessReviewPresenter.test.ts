import { describe, expect, it } from 'vitest';
import {
  AccessReviewPresenter,
  expiringWindowOf,
  REVIEW_ROWS_STEP,
  reviewSectionsOf,
} from '../../../src/ui/access/AccessReviewPresenter';
import { readingOf } from '../../../src/ui/access/reading';
import { httpBackend, signedIn, TODAY, type Backend } from '../../support/backends';
import { effectsOf, settle, until } from '../../support/presenters';
import { recordRequests } from '../../support/wire';

const progressOf = (presenter: AccessReviewPresenter, at: number[] = []) => {
  const seen: string[] = [];
  presenter.state$.subscribe((s) => {
    const line =
      s.reading.status === 'reading'
        ? `reading ${s.reading.progress.done}/${s.reading.progress.total}`
        : s.reading.status === 'read'
          ? 'read'
          : `failed ${s.reading.message}`;
    if (seen.at(-1) === line) return;
    seen.push(line);
    at.push(Date.now());
  });
  return seen;
};

const readReview = async (backend: Backend) => {
  const presenter = backend.container.get(AccessReviewPresenter);
  presenter.open();
  await until(() => presenter.snapshot.reading.status === 'read', 'the review');
  return presenter;
};

describe('AccessReviewPresenter', () => {
  it('shows the progress at most every 100 ms, then the sections with their counts and the fixing screens’ paths', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(AccessReviewPresenter);
    const at: number[] = [];
    const seen = progressOf(presenter, at);
    expect(presenter.snapshot.organizationName).toBe('株式会社キュリオデモ');
    presenter.open();
    await until(() => presenter.snapshot.reading.status === 'read', 'the review');
    const calls = Number(/\/(\d+)$/.exec(seen.at(-2) ?? '')?.[1]);
    expect(calls).toBeGreaterThan(20);
    expect(seen.at(-2)).toBe(`reading ${calls}/${calls}`);
    expect(seen.at(-1)).toBe('read');
    // the counts only grow; told at each change they were 2 × calls + 1 states (a render each). Now a state comes at
    // once only when nothing is in flight or waiting (done = total), otherwise 100 ms or more after the one before
    const steps = seen.slice(0, -1).map((line) => line.replace('reading ', '').split('/').map(Number));
    steps.slice(1).forEach(([done = 0, total = 0], i) => {
      const [doneBefore = 0, totalBefore = 0] = steps[i] ?? [];
      expect(done).toBeGreaterThanOrEqual(doneBefore);
      expect(total).toBeGreaterThanOrEqual(totalBefore);
      expect(done + total).toBeGreaterThan(doneBefore + totalBefore);
      // the first state is the reading's own (0/0), the second the pool's first (told at once)
      if (i >= 1 && done < total) expect((at[i + 1] ?? 0) - (at[i] ?? 0)).toBeGreaterThanOrEqual(99);
    });
    expect(steps.length).toBeLessThan(2 * calls + 1);

    const read = readingOf(presenter.snapshot.reading);
    if (!read) throw new Error('not read');
    expect(read.readAt).toEqual(TODAY);
    const sections = reviewSectionsOf(read.value, presenter.snapshot.shown);
    expect(sections.map((s) => [s.title, s.count, s.none])).toEqual([
      ['7日以内に期限が切れるもの', 0, '7日以内に期限が切れる暗証番号・ICカード・鍵グループはありません。'],
      ['キーパッドへの登録に失敗したもの', 2, null],
      ['利用者が設定されていないカード', read.value.sections.cardsWithoutUser.length, null],
      ['どの鍵グループにも入っていない利用者', read.value.sections.guestsWithoutGroup.length, null],
      ['ロックがない鍵グループ', 0, 'すべての鍵グループにロックがあります。'],
      ['どの鍵グループにも入っていないロック', read.value.sections.locksWithoutGroup.length, null],
    ]);
    expect(sections[1]?.rows.map((r) => r.path)).toEqual([
      '/locks/1/pins/101/%E5%B1%8B%E5%A4%96%E5%81%B4',
      '/locks/1/cards/101/%E5%B1%8B%E5%A4%96%E5%81%B4',
    ]);
    expect(sections[2]?.rows[0]?.path).toMatch(/^\/organization\/cards\/\d+$/);
    expect(sections[3]?.rows[0]?.path).toMatch(/^\/guests\/\d+$/);
    expect(sections[5]?.rows[0]?.path).toMatch(/^\/locks\/\d+\/config$/);
    expect(expiringWindowOf(read.value)).toBe('2026年11月21日(土)〜2026年11月28日(土)の終了分');
  });

  it('shows what the session kept when opened again (no call), and reads again on 読み直す', async () => {
    const backend = await signedIn(httpBackend);
    const first = await readReview(backend);
    const firstRead = readingOf(first.snapshot.reading);
    first.dispose();

    const sent = recordRequests();
    const again = backend.container.get(AccessReviewPresenter);
    again.open();
    expect(again.snapshot.reading).toEqual({ status: 'read', reading: firstRead });
    await settle();
    expect(sent).toEqual([]);

    backend.clock.advance(60_000);
    const reading = again.readAgain();
    // the old reading stays on screen under the progress
    expect(again.snapshot.reading).toMatchObject({ status: 'reading', previous: firstRead });
    await reading;
    expect(readingOf(again.snapshot.reading)?.readAt).toEqual(new Date(TODAY.getTime() + 60_000));
    expect(sent.length).toBeGreaterThan(0);
  });

  it('cancels its calls when the page is left: nothing waiting is sent afterwards', async () => {
    const backend = await signedIn(httpBackend);
    const sent = recordRequests();
    const presenter = backend.container.get(AccessReviewPresenter);
    presenter.open();
    presenter.dispose();
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // the four already in flight end; the rest never start
    expect(sent.length).toBeLessThanOrEqual(4);
    expect(presenter.snapshot.reading.status).toBe('reading');
  });

  it('draws 50 rows a section, more on request, and downloads every row as CSV', async () => {
    const backend = await signedIn();
    const presenter = await readReview(backend);
    const read = readingOf(presenter.snapshot.reading);
    if (!read) throw new Error('not read');
    const firstRow = read.value.sections.guestsWithoutGroup[0];
    if (!firstRow) throw new Error('no guest in no group');
    const many = {
      ...read.value,
      sections: {
        ...read.value.sections,
        guestsWithoutGroup: Array.from({ length: 120 }, (_, i) => ({
          ...firstRow,
          item: `利用者${i}`,
        })),
      },
    };
    const cut = reviewSectionsOf(many, presenter.snapshot.shown)[3];
    expect([cut?.rows.length, cut?.hidden]).toEqual([REVIEW_ROWS_STEP, 70]);
    presenter.showMore('guestsWithoutGroup');
    const more = reviewSectionsOf(many, presenter.snapshot.shown)[3];
    expect([more?.rows.length, more?.hidden]).toEqual([2 * REVIEW_ROWS_STEP, 20]);
    // before printing, every row of every section
    presenter.showAll();
    const all = reviewSectionsOf(many, presenter.snapshot.shown)[3];
    expect([all?.rows.length, all?.hidden]).toEqual([120, 0]);

    const files = effectsOf(presenter);
    presenter.downloadCsv();
    const download = files[0];
    if (download?.kind !== 'download') throw new Error('no download');
    expect(download.fileName).toBe('アクセスの点検_20261121.csv');
    const bytes = new Uint8Array(await download.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n');
    expect(lines[0]).toBe('\uFEFF区分,項目,詳細,終了日時,リンク');
    expect(lines[1]).toBe(
      'キーパッドへの登録に失敗したもの,暗証番号「臨時作業員」,本社 正面玄関・屋外側,,/locks/1/pins/101/%E5%B1%8B%E5%A4%96%E5%81%B4',
    );
    const rows = Object.values(read.value.sections).reduce((sum, r) => sum + r.length, 0);
    expect(lines.length).toBe(rows + 2);
  });

  it('says the failure and keeps nothing when the reading fails', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(AccessReviewPresenter);
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    presenter.open();
    await until(() => presenter.snapshot.reading.status === 'failed', 'the failure');
    expect(presenter.snapshot.reading).toEqual({
      status: 'failed',
      message: 'サーバーとの通信に失敗しました。時間をおいて再度お試しください。',
      previous: null,
    });
  });
});
