import { Button } from '@chakra-ui/react';
import * as E from 'fp-ts/Either';
import type { CsvExport } from '../../application/logs/ExportLogCsv';
import { LOG_MESSAGES } from '../../domain/logs/messages';
import type { PlanFunctions } from '../../domain/shared/plan';
import { saveBlob } from '../shared/saveBlob';
import { usePresenter } from '../shell/di';
import { notifyError, notifySuccess } from '../shell/notify';
import { useObservable } from '../shell/useObservable';
import { CsvDownloadPresenter } from './LogPresenters';

/** A CSV download of what the tab shows (its filters), gated by the caller on the plan. */
export function CsvButton({ plan, request, disabled = false }: { readonly plan: PlanFunctions; readonly request: CsvExport | null; readonly disabled?: boolean }) {
  const presenter = usePresenter(CsvDownloadPresenter);
  const { busy } = useObservable(presenter);
  const download = async () => {
    if (request === null) return;
    const result = await presenter.download(plan, request);
    if (result === null) return;
    if (E.isLeft(result)) {
      notifyError(result.left === LOG_MESSAGES.csvFailed ? LOG_MESSAGES.csvFailed : `${LOG_MESSAGES.csvFailed} ${result.left}`);
      return;
    }
    saveBlob(result.right.blob, result.right.fileName);
    notifySuccess(LOG_MESSAGES.csvDownloaded);
  };
  return (
    <Button size="sm" variant="outline" colorPalette="teal" onClick={() => void download()} loading={busy} loadingText="作成中" disabled={disabled || request === null}>
      CSVダウンロード
    </Button>
  );
}
