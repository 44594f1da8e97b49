import Encoding from 'encoding-japanese';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpGuestsGateway } from '../../../src/infrastructure/http/guests/HttpGuestsGateway';
import { InMemoryGuestsGateway } from '../../../src/infrastructure/memory/guests/InMemoryGuestsGateway';
import { GuestCsvPresenter } from '../../../src/ui/guests/GuestCsvPresenter';
import { BACKENDS, signedIn } from '../../support/backends';

afterEach(() => vi.restoreAllMocks());

const utf8File = (text: string, bom = false): File =>
  new File([...(bom ? [new Uint8Array([0xef, 0xbb, 0xbf])] : []), new TextEncoder().encode(text)], 'guests.csv', {
    type: 'text/csv',
  });
const asShiftJis = (bytes: Uint8Array): string =>
  Encoding.convert(bytes, { from: 'SJIS', to: 'UNICODE', type: 'string' });

describe.each(BACKENDS)(
  'the guest CSV is sent as Shift_JIS, the only encoding the server reads (%s)',
  (_name, makeBackend) => {
    const setUp = async () => {
      const backend = await signedIn(makeBackend);
      // what the server receives: the bytes handed to the adapter, which sends them as the multipart file
      const sent: Uint8Array[] = [];
      const gateway = backend.name === 'memory' ? InMemoryGuestsGateway.prototype : HttpGuestsGateway.prototype;
      const original = gateway.uploadCsv;
      vi.spyOn(gateway, 'uploadCsv').mockImplementation(function (this: typeof gateway, organizationId, file, pay) {
        sent.push(file);
        return original.call(this, organizationId, file, pay);
      });
      return { backend, presenter: backend.container.get(GuestCsvPresenter), sent };
    };

    it('a UTF-8 file (with a BOM) is converted: the bytes received decode as Shift_JIS to the same text, and the guests get their names', async () => {
      const { backend, presenter, sent } = await setUp();
      const text = 'name,mail\r\n髙橋 ①郎,sjis1@example.jp\r\n渡邊 ｶﾅ,sjis2@example.jp\r\n';
      await presenter.chooseFile(utf8File(text, true));
      expect(presenter.snapshot.preview).toMatchObject({ status: 'checked', uploadable: true, convertedFrom: 'UTF8' });
      await presenter.upload(true);
      expect(presenter.snapshot.status).toBe('done');
      expect(sent).toHaveLength(1);
      const [bytes = new Uint8Array()] = sent;
      expect(Encoding.detect(bytes, 'SJIS')).toBe('SJIS');
      expect(asShiftJis(bytes)).toBe(text);
      expect(backend.world.read((s) => s.guests.filter((g) => g.email.startsWith('sjis')).map((g) => g.name))).toEqual([
        '髙橋 ①郎',
        '渡邊 ｶﾅ',
      ]);
    });

    it('a Shift_JIS file is sent byte for byte as chosen', async () => {
      const { presenter, sent } = await setUp();
      const bytes = Uint8Array.from(
        Encoding.convert(Encoding.stringToCode('名前,メールアドレス\r\n新人 三号,new3@example.jp\r\n'), {
          to: 'SJIS',
          from: 'UNICODE',
          type: 'array',
        }),
      );
      await presenter.chooseFile(new File([bytes], 'guests.csv'));
      expect(presenter.snapshot.preview).toMatchObject({ status: 'checked', uploadable: true, convertedFrom: null });
      await presenter.upload(true);
      expect(sent).toEqual([bytes]);
    });

    it('rows holding characters Shift_JIS cannot encode are reported by row number before anything is sent', async () => {
      const { presenter, sent } = await setUp();
      await presenter.chooseFile(
        utf8File('name,mail\r\n山田 太郎,a1@example.jp\r\n𠮷田 花子,a2@example.jp\r\n佐藤 健😀,a3@example.jp\r\n'),
      );
      const preview = presenter.snapshot.preview;
      expect(preview?.status === 'checked' && preview.report.rowErrors).toEqual([
        {
          rowNumber: 3,
          reasons: ['Shift_JISに変換できない文字（「𠮷」）が含まれています。別の文字に置き換えてください。'],
        },
        {
          rowNumber: 4,
          reasons: ['Shift_JISに変換できない文字（「😀」）が含まれています。別の文字に置き換えてください。'],
        },
      ]);
      expect(preview).toMatchObject({ uploadable: false, upload: null });
      await presenter.upload(true);
      expect(sent).toEqual([]);
    });

    it('a file over 5 MB is refused with its message without being read, and nothing can be sent', async () => {
      const { presenter, sent } = await setUp();
      const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'guests.csv');
      const read = vi.spyOn(huge, 'arrayBuffer');
      await presenter.chooseFile(huge);
      expect(presenter.snapshot.preview).toEqual({
        status: 'unreadable',
        message: 'ファイルが大きすぎます。CSVファイルは5MBまでです。',
      });
      expect(read).not.toHaveBeenCalled();
      await presenter.upload(true);
      expect(sent).toEqual([]);
      expect(presenter.snapshot.status).toBe('checked');
    });
  },
);
