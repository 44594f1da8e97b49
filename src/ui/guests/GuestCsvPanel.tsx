import { Alert, Badge, Box, Button, Code, Flex, List, Stack, Text } from '@chakra-ui/react';
import { GUEST_CSV_MAX_ROWS } from '../../domain/guests/guestCsv';
import { rowErrorLine } from '../../domain/guests/guestCsvRules';
import { GUEST_CSV_MESSAGES, GUEST_MESSAGES } from '../../domain/guests/messages';
import { CSV_MAX_BYTES, CSV_MAX_SIZE_LABEL, CSV_MESSAGES } from '../../domain/shared/csvReader';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { FileDropField } from '../shared/FileDropField';
import { ResponsiveTable } from '../shared/ResponsiveTable';
import { Loading } from '../shared/States';
import { TemplateDownload } from '../shared/TemplateDownload';
import { GuestCsvPresenter } from './GuestCsvPresenter';

const PREVIEW_ROWS = 50;

/** Batch registration: choose a file, read what the browser found, fix it if needed, then send. */
export function GuestCsvPanel() {
  const presenter = usePresenter(GuestCsvPresenter);
  const state = useObservable(presenter);
  const submission = useObservable(presenter.submission);
  const effects = usePresenterEffects(presenter);
  const preview = state.preview;
  const checked = preview?.status === 'checked' ? preview : null;
  const errorOf = (rowNumber: number) => checked?.report.rowErrors.find((e) => e.rowNumber === rowNumber);

  return (
    <Stack gap="5">
      <Box fontSize="sm" color="gray.700">
        <Text>
          1行目に見出しとして <Code>name</Code>（名前）と <Code>mail</Code>
          （メールアドレス）の列を入れたCSVファイルを選んでください。
        </Text>
        <Text>
          文字コードはShift_JISまたはUTF-8、ファイルの大きさは{CSV_MAX_SIZE_LABEL}まで、1回に{GUEST_CSV_MAX_ROWS}
          件まで登録できます。送信する前に、ファイルの内容をこの画面で確認できます。
        </Text>
        <Text data-testid="csv-encoding-note">{GUEST_CSV_MESSAGES.sentAsShiftJis}</Text>
      </Box>
      <TemplateDownload label="テンプレート（CSV）をダウンロード" onDownload={() => presenter.downloadTemplate()} />
      <FileDropField
        label="CSVファイル"
        maxFileSize={CSV_MAX_BYTES}
        tooLargeMessage={CSV_MESSAGES.tooLarge}
        hint={`CSVファイル（.csv）、${CSV_MAX_SIZE_LABEL}まで`}
        onFileChange={(file) => (file ? void presenter.chooseFile(file) : presenter.clear())}
      />
      {state.status === 'reading' && <Loading label="ファイルを読み込んでいます" />}

      {preview?.status === 'unreadable' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{preview.message}</Alert.Title>
        </Alert.Root>
      )}
      {checked && (
        <Stack gap="3" data-testid="csv-preview">
          <Flex gap="2" wrap="wrap" align="center">
            <Text fontWeight="bold">{state.fileName}</Text>
            <Badge colorPalette="teal">{checked.rows.length}件</Badge>
            <Badge colorPalette="gray" data-testid="csv-sent-as">
              {checked.convertedFrom === 'UTF8' ? GUEST_CSV_MESSAGES.convertedToShiftJis : GUEST_CSV_MESSAGES.sentAsIs}
            </Badge>
            {checked.report.rowErrors.length > 0 && (
              <Badge colorPalette="red">エラー {checked.report.rowErrors.length}行</Badge>
            )}
          </Flex>
          {(checked.report.fileErrors.length > 0 || checked.report.rowErrors.length > 0) && (
            <Alert.Root status="error" role="alert" data-testid="csv-preview-errors">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  ファイルに誤りがあります。修正してから選び直してください（まだ何も登録されていません）。
                </Alert.Title>
                <List.Root mt="2" ps="4">
                  {checked.report.fileErrors.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                  {checked.report.rowErrors.map((error) => (
                    <List.Item key={error.rowNumber}>{rowErrorLine(error)}</List.Item>
                  ))}
                </List.Root>
              </Alert.Content>
            </Alert.Root>
          )}
          <ResponsiveTable
            label="CSVファイルの内容"
            maxH="sm"
            rows={checked.rows.slice(0, PREVIEW_ROWS)}
            rowKey={(row) => row.rowNumber}
            rowOptions={(row) => ({ bg: errorOf(row.rowNumber) ? 'red.50' : undefined })}
            columns={[
              { key: 'row', header: '行', cell: (row) => `${row.rowNumber}行目`, place: 'title', nowrap: true },
              { key: 'name', header: '名前', cell: (row) => row.name },
              { key: 'mail', header: 'メールアドレス', cell: (row) => row.mail },
              {
                key: 'check',
                header: '確認結果',
                cell: (row) => errorOf(row.rowNumber)?.reasons.join(' ') ?? 'OK',
                css: (row) => ({ color: errorOf(row.rowNumber) ? 'red.700' : 'green.700' }),
              },
            ]}
          />
          {checked.rows.length > PREVIEW_ROWS && (
            <Text fontSize="sm" color="gray.600">
              先頭の{PREVIEW_ROWS}行を表示しています。誤りのある行は上の一覧にすべて表示されます。
            </Text>
          )}
        </Stack>
      )}
      {state.status === 'rejected' && (
        <Alert.Root status="error" role="alert" data-testid="csv-server-errors">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{GUEST_MESSAGES.csvFailed}</Alert.Title>
            <List.Root mt="2" ps="4">
              {state.serverLines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      )}
      {state.status === 'failed' && state.message && (
        <Alert.Root status="error" role="alert" data-testid="csv-upload-error">
          <Alert.Indicator />
          <Alert.Title>{state.message}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        colorPalette="teal"
        alignSelf="start"
        disabled={!checked?.uploadable}
        loading={submission.status === 'submitting'}
        loadingText="登録中"
        onClick={() => void presenter.upload()}
      >
        {checked?.uploadable ? `${checked.rows.length}件を登録する` : 'CSVで登録する'}
      </Button>
      {effects}
    </Stack>
  );
}
