import { Box, FileUpload, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FileIcon, UploadIcon } from './icons';

/** CSV by extension or type (Windows reports .csv as application/vnd.ms-excel, so the extension decides). */
export const CSV_ACCEPT = '.csv,text/csv';

export interface FileDropFieldProps {
  /** Visible label, e.g. 'CSVファイル'. Also names the drop zone for screen readers. */
  readonly label: string;
  /** Extensions and types the picker offers and the drop accepts, as the input's accept attribute. Default: CSV. */
  readonly accept?: string;
  /** Called with the chosen file, or null when the manager removes it. */
  readonly onFileChange: (file: File | null) => void;
  /** Message when a dropped or picked file is not of an accepted type. */
  readonly rejectMessage?: string;
  /** Extra text under the drop zone (formats, limits). */
  readonly hint?: ReactNode;
  /** Message from outside (e.g. the file could not be read); shown under the control. */
  readonly error?: string;
  readonly disabled?: boolean;
  /** Largest file accepted, in bytes. */
  readonly maxFileSize?: number;
  readonly tooLargeMessage?: string;
}

const sizeText = (bytes: number): string =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The one file control of the console (Chakra FileUpload / Ark UI): a Japanese drop zone that is
 * also the button opening the file picker (Enter or Space when focused), instead of the browser's
 * English 'Choose File'. One file at a time; the chosen file shows with its size and a button to
 * remove it. The hidden <input type=file> stays in the page (tests can setInputFiles on it).
 */
export function FileDropField({
  label,
  accept = CSV_ACCEPT,
  onFileChange,
  rejectMessage = 'CSVファイル（.csv）を選んでください。',
  hint,
  error,
  disabled,
  maxFileSize,
  tooLargeMessage = 'ファイルが大きすぎます。',
}: FileDropFieldProps) {
  const [rejected, setRejected] = useState<string | undefined>(undefined);
  const shown = rejected ?? error;
  return (
    <FileUpload.Root
      maxFiles={1}
      accept={accept}
      {...(maxFileSize !== undefined ? { maxFileSize } : {})}
      disabled={disabled}
      invalid={shown !== undefined}
      locale="ja-JP"
      translations={{
        dropzone: `${label}を選ぶ（ここにドラッグ＆ドロップもできます）`,
        deleteFile: (file) => `${file.name}を取り消す`,
        itemPreview: (file) => file.name,
      }}
      // accepted and rejected files each through their own callback: zag's onFileChange, fired when the rejected
      // list empties, reads the accepted list before its update (an accepted .csv chosen after a refused .xlsx
      // was reported as no file at all, and the file on screen was never read)
      onFileAccept={(details) => onFileChange(details.files[0] ?? null)}
      onFileReject={(details) => {
        const reason = details.files[0]?.errors[0];
        setRejected(reason === undefined ? undefined : reason === 'FILE_TOO_LARGE' ? tooLargeMessage : rejectMessage);
      }}
      alignItems="stretch"
      gap="2"
      w="full"
    >
      <FileUpload.HiddenInput />
      <FileUpload.Label fontWeight="medium" fontSize="sm">
        {label}
      </FileUpload.Label>
      <FileUpload.Dropzone
        w="full"
        minH="8rem"
        bg="white"
        borderColor={shown !== undefined ? 'red.500' : undefined}
        data-testid="file-dropzone"
      >
        <Box color="teal.700" aria-hidden="true">
          <UploadIcon width={28} height={28} />
        </Box>
        <FileUpload.DropzoneContent>
          <Text fontWeight="medium">ここにファイルをドラッグ＆ドロップ</Text>
          <Text color="gray.600" fontSize="sm">
            または{' '}
            <Box as="span" color="teal.700" fontWeight="bold" textDecoration="underline">
              クリックしてファイルを選ぶ
            </Box>
          </Text>
        </FileUpload.DropzoneContent>
      </FileUpload.Dropzone>
      {hint && (
        <Box fontSize="xs" color="gray.600">
          {hint}
        </Box>
      )}
      <FileUpload.Context>
        {({ acceptedFiles }) =>
          acceptedFiles.length > 0 && (
            <FileUpload.ItemGroup>
              {acceptedFiles.map((file) => (
                <FileUpload.Item key={file.name} file={file} bg="white">
                  <Box color="gray.600" aria-hidden="true">
                    <FileIcon />
                  </Box>
                  <Stack gap="0" flex="1" minW="0">
                    <FileUpload.ItemName overflowWrap="anywhere" />
                    <Text fontSize="xs" color="gray.600">
                      {sizeText(file.size)}
                    </Text>
                  </Stack>
                  <FileUpload.ItemDeleteTrigger asChild>
                    <IconButton variant="ghost" size="sm" aria-label={`${file.name}を取り消す`}>
                      ×
                    </IconButton>
                  </FileUpload.ItemDeleteTrigger>
                </FileUpload.Item>
              ))}
            </FileUpload.ItemGroup>
          )
        }
      </FileUpload.Context>
      {shown !== undefined && (
        <Flex>
          <Text role="alert" color="red.600" fontSize="sm">
            {shown}
          </Text>
        </Flex>
      )}
    </FileUpload.Root>
  );
}
