import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { ReadClock } from '../../../src/application/shared/ReadClock';
import { ReadCsvFile } from '../../../src/application/shared/ReadCsvFile';
import { CSV_MESSAGES } from '../../../src/domain/shared/csvReader';
import { BACKENDS, TODAY } from '../../support/backends';
import { rightOf } from '../../support/outcomes';

describe.each(BACKENDS)('ReadClock and ReadCsvFile on the %s backend', (_name, makeBackend) => {
  it("ReadClock answers the console's time, and follows it", () => {
    const backend = makeBackend();
    const clock = backend.container.get(ReadClock);
    expect(clock.execute()).toEqual(TODAY);
    backend.clock.advance(60_000);
    expect(clock.execute()).toEqual(new Date(TODAY.getTime() + 60_000));
  });

  it('ReadCsvFile reads a UTF-8 file into rows, and says why an empty file cannot be read', async () => {
    const backend = makeBackend();
    const read = backend.container.get(ReadCsvFile);
    const file = rightOf(
      await read.execute(new Blob(['name,mail\n山田 太郎,taro@example.jp\n'], { type: 'text/csv' })),
    );
    expect(file.encoding).toBe('UTF8');
    expect(file.table.header).toEqual(['name', 'mail']);
    expect(file.table.rows.map((row) => row.cells)).toEqual([['山田 太郎', 'taro@example.jp']]);
    expect(await read.execute(new Blob([]))).toEqual(E.left(CSV_MESSAGES.unreadable));
  });
});
