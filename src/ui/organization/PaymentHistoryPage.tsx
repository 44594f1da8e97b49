import { Badge, Box, Card, HStack, Link as ChakraLink, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AppConfig } from '../../application/ports/AppConfig';
import { PAYMENT_HISTORY_TEXTS } from '../../domain/organization/messages';
import type { PaymentHistoryLine } from '../../domain/organization/paymentHistory';
import { PageHeading } from '../shared/PageHeading';
import { Pager } from '../shared/Pager';
import { Empty, LoadFailed, Loading } from '../shared/States';
import { usePresenter, useService } from '../shell/di';
import { notifyError } from '../shell/notify';
import { useObservable } from '../shell/useObservable';
import { PaymentHistoryPresenter } from './PaymentHistoryPresenter';

function HistoryTable({ lines, supportUrl }: { lines: ReadonlyArray<PaymentHistoryLine>; supportUrl: string }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid="payment-history">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>お支払い日</Table.ColumnHeader>
            <Table.ColumnHeader>内容</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">金額（税込）</Table.ColumnHeader>
            <Table.ColumnHeader>状態</Table.ColumnHeader>
            <Table.ColumnHeader><Box as="span" srOnly>明細</Box></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.id}>
              <Table.Cell whiteSpace="nowrap">{line.paidOn}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{line.description}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{line.amount}</Table.Cell>
              <Table.Cell><Badge colorPalette={line.status === 'completed' ? 'green' : 'red'}>{line.statusLabel}</Badge></Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {line.link === 'detail' ? (
                  <ChakraLink asChild color="teal.700">
                    <Link to={`/account/billing/invoice/${line.id}`} aria-label={`${line.description}の明細`}>明細</Link>
                  </ChakraLink>
                ) : (
                  <ChakraLink href={supportUrl} target="_blank" rel="noopener noreferrer" color="red.700">
                    {PAYMENT_HISTORY_TEXTS.contactUs}<Box as="span" srOnly>（新しいタブで開きます）</Box>
                  </ChakraLink>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export default function PaymentHistoryPage() {
  const presenter = usePresenter(PaymentHistoryPresenter);
  const state = useObservable(presenter);
  const config = useService<AppConfig>(AppConfig);
  const navigate = useNavigate();
  useEffect(() => {
    void presenter.load();
  }, [presenter]);
  const unavailable = state.status === 'unavailable' ? state.message : undefined;
  useEffect(() => {
    if (!unavailable) return;
    // spec: the alert that history is unavailable, then home
    notifyError(unavailable);
    navigate('/home', { replace: true });
  }, [unavailable, navigate]);

  return (
    <Box maxW="5xl">
      <PageHeading title="お支払い履歴" trail={[{ label: '契約情報', to: '/account/' }]} />
      {(state.status === 'loading' || state.status === 'unavailable') && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={() => void presenter.goToPage(state.page)} />}
      {state.status === 'ready' && (
        <Card.Root variant="outline" bg="white">
          <Card.Body>
            {state.lines.length === 0 && state.page === 1 ? (
              <Empty title={PAYMENT_HISTORY_TEXTS.empty} />
            ) : (
              <Stack gap="4" aria-busy={state.turning}>
                {/* a page past the end (a server without total, history a multiple of 12) says so and keeps the pager */}
                {state.lines.length === 0 ? <Text>{PAYMENT_HISTORY_TEXTS.noMoreRows}</Text> : <HistoryTable lines={state.lines} supportUrl={config.supportUrl} />}
                <HStack gap="3" wrap="wrap">
                  <Pager total={state.total} perPage={state.perPage} page={state.page} onPageChange={(page) => void presenter.goToPage(page)} label="お支払い履歴のページ送り" />
                  {state.turning && <Spinner size="sm" color="teal.600" aria-label="読み込み中" />}
                </HStack>
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      )}
    </Box>
  );
}
