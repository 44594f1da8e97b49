import { Alert, Badge, Box, Button, Code, Flex, List, Stack, Text } from '@chakra-ui/react';
import { CARD_CSV_MAX_ROWS, type CardCsvRow } from '../../domain/cards/cardCsv';
import { cardRowErrorLine } from '../../domain/cards/cardCsvRules';
import { CARD_CSV_MESSAGES } from '../../domain/cards/messages';
import { CSV_MAX_BYTES, CSV_MAX_SIZE_LABEL, CSV_MESSAGES } from '../../domain/shared/csvReader';
import { usePresenter } from '../shared/di';
import { pathOf } from '../shell/routeTable';
import { useObservable } from '../shared/useObservable';
import { FileDropField } from '../shared/FileDropField';
import { PageHeading } from '../shared/PageHeading';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { Loading } from '../shared/States';
import { TemplateDownload } from '../shared/TemplateDownload';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { CardCsvPresenter } from './CardCsvPresenter';
import { CardCsvTemplatePresenter } from './CardCsvTemplatePresenter';

const PREVIEW_ROWS = 50;

/** The template button: its presenter saves the server's file (usePresenterEffects). */
function CardCsvTemplateButton() {
  const presenter = usePresenter(CardCsvTemplatePresenter);
  const busy = useObservable(presenter.submission).status === 'submitting';
  const effects = usePresenterEffects(presenter);
  return (
    <>
      {effects}
      <TemplateDownload busy={busy} onDownload={() => void presenter.download()} />
    </>
  );
}

/** /organization/cards/csv: set users of many cards at once from a CSV file. */
export default function CardCsvPage() {
  const presenter = usePresenter(CardCsvPresenter);
  const state = useObservable(presenter);
  const submission = useObservable(presenter.submission);
  const effects = usePresenterEffects(presenter);
  const preview = state.preview;
  const checked = preview?.status === 'checked' ? preview : null;
  const errorOfRow = (row: CardCsvRow) => checked?.report.rowErrors.find((e) => e.rowNumber === row.rowNumber);
  const columns: ReadonlyArray<Column<CardCsvRow>> = [
    { key: 'row', header: '行', place: 'title', nowrap: true, cell: (row) => `${row.rowNumber}行目` },
    { key: 'id', header: 'カードID', cell: (row) => row.cardId },
    { key: 'name', header: 'カード名', cell: (row) => row.cardName },
    { key: 'email', header: '利用者メールアドレス', cell: (row) => <Text wordBreak="break-all">{row.email}</Text> },
    {
      key: 'result',
      header: '確認結果',
      cell: (row) => {
        const error = errorOfRow(row);
        return <Text color={error ? 'red.700' : 'green.700'}>{error ? error.reasons.join(' ') : 'OK'}</Text>;
      },
    },
  ];

  return (
    <>
      <PageHeading title="カードの一括登録" trail={[{ label: 'カード', to: pathOf('organization-cards') }]} />
      <Stack gap="5" maxW="4xl">
        <Box fontSize="sm" color="gray.700">
          <Text>
            テンプレートをダウンロードし、<Code>カードID</Code>・<Code>カード名</Code>・
            <Code>利用者メールアドレス</Code>を入力したCSVファイルを選んでください。
          </Text>
          <Text>
            文字コードはUTF-8またはShift_JIS（そのまま送信します）、ファイルの大きさは{CSV_MAX_SIZE_LABEL}まで、1回に
            {CARD_CSV_MAX_ROWS}件まで登録できます。利用者が設定済みのカードは登録できません。カード名は上書きされます。
          </Text>
          <Text>送信する前に、ファイルの内容をこの画面で確認できます。</Text>
        </Box>
        <CardCsvTemplateButton />
        <FileDropField
          label="CSVファイル"
          rejectMessage={CARD_CSV_MESSAGES.csvOnly}
          error={state.fileMessage ?? undefined}
          maxFileSize={CSV_MAX_BYTES}
          tooLargeMessage={CSV_MESSAGES.tooLarge}
          hint={`CSVファイル（.csv）、${CSV_MAX_SIZE_LABEL}まで`}
          onFileChange={(file) => (file ? void presenter.chooseFile(file) : presenter.clear())}
        />
        {state.reading && <Loading label="ファイルを読み込んでいます" />}
        {preview?.status === 'unreadable' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{preview.message}</Alert.Title>
          </Alert.Root>
        )}
        {checked && (
          <Stack gap="3" data-testid="csv-preview">
            <Flex gap="2" wrap="wrap" align="center">
              <Text fontWeight="bold" wordBreak="break-all">
                {state.fileName}
              </Text>
              <Badge colorPalette="teal">{checked.rows.length}件</Badge>
              {checked.report.rowErrors.length > 0 && (
                <Badge colorPalette="red">エラー {checked.report.rowErrors.length}行</Badge>
              )}
              {!state.knowsOrganization && <Badge colorPalette="gray">カードと利用者の照合はサーバーで行います</Badge>}
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
                      <List.Item key={error.rowNumber}>{cardRowErrorLine(error)}</List.Item>
                    ))}
                  </List.Root>
                </Alert.Content>
              </Alert.Root>
            )}
            <ResponsiveTable
              label="CSVファイルの内容"
              columns={columns}
              rows={checked.rows.slice(0, PREVIEW_ROWS)}
              rowKey={(row) => row.rowNumber}
              rowOptions={(row) => ({ bg: errorOfRow(row) ? 'red.50' : undefined })}
              maxH="sm"
            />
            {checked.rows.length > PREVIEW_ROWS && (
              <Text fontSize="sm" color="gray.600">
                先頭の{PREVIEW_ROWS}行を表示しています。誤りのある行は上の一覧にすべて表示されます。
              </Text>
            )}
          </Stack>
        )}
        {submission.status === 'failed' && (
          <Alert.Root status="error" role="alert" data-testid="csv-server-errors">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{submission.message}</Alert.Title>
              {submission.error.kind === 'Invalid' && submission.error.lines && submission.error.lines.length > 0 && (
                <List.Root mt="2" ps="4">
                  {submission.error.lines.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List.Root>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
        <Button
          colorPalette="teal"
          alignSelf="start"
          disabled={checked !== null && !checked.uploadable}
          loading={submission.status === 'submitting'}
          loadingText="登録中"
          onClick={() => void presenter.send()}
        >
          {checked?.uploadable ? `${checked.rows.length}件を登録する` : 'CSVで登録する'}
        </Button>
      </Stack>
      {effects}
    </>
  );
}
