import { Button } from '@chakra-ui/react';
import { DownloadIcon } from '../shell/icons';
import { saveBlob } from './saveBlob';

export interface TemplateDownloadProps {
  /** Button text, e.g. 'テンプレートをダウンロード'. */
  readonly label?: string;
  readonly fileName: string;
  /** The file's bytes, built when clicked. */
  readonly bytes: () => Uint8Array;
  readonly type?: string;
}

/** A small button saving a ready-made file (a CSV template) through the browser's download. */
export function TemplateDownload({
  label = 'テンプレートをダウンロード',
  fileName,
  bytes,
  type = 'text/csv',
}: TemplateDownloadProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      colorPalette="teal"
      alignSelf="start"
      onClick={() => saveBlob(new Blob([bytes().slice().buffer], { type }), fileName)}
    >
      <DownloadIcon />
      {label}
    </Button>
  );
}
