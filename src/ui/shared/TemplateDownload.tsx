import { Button } from '@chakra-ui/react';
import { DownloadIcon } from './icons';

export interface TemplateDownloadProps {
  /** Button text, e.g. 'テンプレートをダウンロード'. */
  readonly label?: string;
  /** The file is being made (a template the server builds). */
  readonly busy?: boolean;
  /** The presenter's intent: it hands the file over as a `download` effect (usePresenterEffects saves it). */
  readonly onDownload: () => void;
}

/** The button of a ready-made file (a CSV template); the file itself comes from the presenter, as every download. */
export function TemplateDownload({
  label = 'テンプレートをダウンロード',
  busy = false,
  onDownload,
}: TemplateDownloadProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      colorPalette="teal"
      alignSelf="start"
      loading={busy}
      loadingText="ダウンロード中"
      onClick={onDownload}
    >
      <DownloadIcon />
      {label}
    </Button>
  );
}
