import { Badge, Box, Card, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PAYMENT_HISTORY_TEXTS } from '../../domain/organization/messages';
import type { PaymentHistoryLine } from '../../domain/organization/paymentHistory';
import { PageHeading } from '../shared/PageHeading';
import { PagedList } from '../shared/PagedList';
import { ResponsiveTable } from '../shared/ResponsiveTable';
import { useAppConfig, usePresenter } from '../shared/di';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { useObservable } from '../shared/useObservable';
import { pagedViewOf, PaymentHistoryPresenter } from './PaymentHistoryPresenter';
import { pathOf } from '../shell/routeTable';

function HistoryTable({ lines, supportUrl }: { lines: ReadonlyArray<PaymentHistoryLine>; supportUrl: string }) {
  return (
    <ResponsiveTable
      label="お支払い履歴"
      testId="payment-history"
      rows={lines}
      rowKey={(line) => line.id}
      columns={[
        { key: 'paidOn', header: 'お支払い日', cell: (line) => line.paidOn, place: 'title', nowrap: true },
        { key: 'description', header: '内容', cell: (line) => line.description },
        { key: 'amount', header: '金額（税込）', cell: (line) => line.amount, align: 'end', nowrap: true },
        {
          key: 'status',
          header: '状態',
          cell: (line) => (
            <Badge colorPalette={line.status === 'completed' ? 'green' : 'red'}>{line.statusLabel}</Badge>
          ),
        },
        {
          key: 'link',
          header: '明細',
          place: 'actions',
          nowrap: true,
          cell: (line) =>
            line.link === 'detail' ? (
              <ChakraLink asChild color="teal.700">
                <Link to={pathOf('account-billing-invoice', { id: line.id })} aria-label={`${line.description}の明細`}>
                  明細
                </Link>
              </ChakraLink>
            ) : (
              // the new-tab note is part of the link's name (aria-label), not visually hidden text that could widen the
              // page
              <ChakraLink
                href={supportUrl}
                target="_blank"
                rel="noopener noreferrer"
                color="red.700"
                aria-label={`${PAYMENT_HISTORY_TEXTS.contactUs}（新しいタブで開きます）`}
              >
                {PAYMENT_HISTORY_TEXTS.contactUs}
              </ChakraLink>
            ),
        },
      ]}
    />
  );
}

export default function PaymentHistoryPage() {
  const presenter = usePresenter(PaymentHistoryPresenter);
  const state = useObservable(presenter);
  const config = useAppConfig();
  const effects = usePresenterEffects(presenter);
  const list = pagedViewOf(state);
  const paged = (
    <PagedList
      list={list}
      empty={PAYMENT_HISTORY_TEXTS.empty}
      // a page past the end (a server without total, history a multiple of 12) says so and keeps the pager
      pastEnd={PAYMENT_HISTORY_TEXTS.noMoreRows}
      turningSpinner
      onRetry={() => void presenter.goToPage(list.page)}
      onPageChange={(page) => void presenter.goToPage(page)}
      pagerLabel="お支払い履歴のページ送り"
    >
      {(lines) => <HistoryTable lines={lines} supportUrl={config.supportUrl} />}
    </PagedList>
  );

  return (
    <Box maxW="5xl">
      {effects}
      <PageHeading title="お支払い履歴" trail={[{ label: '契約情報', to: pathOf('account') }]} />
      {state.status === 'ready' ? (
        <Card.Root variant="outline" bg="white">
          <Card.Body>
            <Stack gap="4">{paged}</Stack>
          </Card.Body>
        </Card.Root>
      ) : (
        paged
      )}
    </Box>
  );
}
