import { Button } from '@chakra-ui/react';
import type { CsvExport } from '../../application/logs/ExportLogCsv';
import type { PlanFunctions } from '../../domain/shared/plan';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { CsvDownloadPresenter } from './LogPresenters';

/** A CSV download of what the tab shows (its filters), gated by the caller on the plan. */
export function CsvButton({
  plan,
  request,
  disabled = false,
}: {
  readonly plan: PlanFunctions;
  readonly request: CsvExport | null;
  readonly disabled?: boolean;
}) {
  const presenter = usePresenter(CsvDownloadPresenter);
  const busy = useObservable(presenter.submission).status === 'submitting';
  const effects = usePresenterEffects(presenter);
  const download = () => (request === null ? Promise.resolve() : presenter.download(plan, request));
  return (
    <>
      {effects}
      <Button
        size="sm"
        variant="outline"
        colorPalette="teal"
        onClick={() => void download()}
        loading={busy}
        loadingText="作成中"
        disabled={disabled || request === null}
      >
        CSVダウンロード
      </Button>
    </>
  );
}
