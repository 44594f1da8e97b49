import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import type { InvoiceStatementView } from '../../application/organization/LoadInvoiceStatement';
import { formatTaxRate } from '../../domain/organization/invoiceStatement';
import { formatJapaneseDate } from '../../domain/shared/dates';
import { formatYen } from '../../domain/shared/money';
import { PageHeading } from '../shared/PageHeading';
import { ResponsiveTable } from '../shared/ResponsiveTable';
import { Loading } from '../shared/States';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { InvoiceStatementPresenter } from './InvoiceStatementPresenter';
import { pathOf, useRouteParams } from '../shell/routeTable';

/** A4 from the browser: only the statement sheet is printed, without the console around it. */
const PRINT_CSS = `
@page { size: A4 portrait; margin: 14mm; }
@media print {
  body * { visibility: hidden; }
  [data-print-sheet], [data-print-sheet] * { visibility: visible; }
  [data-print-sheet] { position: absolute; inset: 0 auto auto 0; width: 100%; border: none !important; box-shadow: none !important; padding: 0 !important; }
  [data-print-hide] { display: none !important; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex
      justify="space-between"
      gap="6"
      py="1"
      fontWeight={strong ? 'bold' : 'normal'}
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Text>{label}</Text>
      <Text whiteSpace="nowrap">{value}</Text>
    </Flex>
  );
}

function Sheet({ view }: { view: InvoiceStatementView }) {
  const { statement: s, breakdown, issuer } = view;
  return (
    <Box
      as="article"
      data-print-sheet
      aria-labelledby="statement-title"
      bg="white"
      borderWidth="1px"
      rounded="md"
      p={{ base: '4', md: '10' }}
      color="gray.900"
    >
      <Heading as="h2" id="statement-title" size="xl" textAlign="center" mb="8" letterSpacing="widest">
        お支払い明細書
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mb="8">
        <Box>
          <Text
            fontSize="lg"
            fontWeight="bold"
            borderBottomWidth="2px"
            borderColor="gray.800"
            pb="1"
            data-testid="statement-company"
          >
            {s.organizationName} 御中
          </Text>
          <Text mt="3" fontSize="sm">
            ご利用料金を下記のとおりクレジットカードにてお支払いいただきました。
          </Text>
        </Box>
        <Stack gap="0" fontSize="sm">
          <Row label="お支払いID" value={s.id} />
          <Row label="請求日" value={formatJapaneseDate(s.invoiceDate)} />
          <Row label="請求期間" value={s.billingPeriod} />
          <Row label="ご請求金額（税込）" value={formatYen(s.taxInclusivePrice)} strong />
        </Stack>
      </SimpleGrid>
      <Box mb="6">
        {/* amounts and short headers never break ('4,500／円', '数／量'); on a phone each item is a card */}
        <ResponsiveTable
          label="明細"
          testId="statement-items"
          rows={s.items}
          rowKey={(item, index) => `${item.name}-${index}`}
          columns={[
            { key: 'name', header: '品目', cell: (item) => item.name, place: 'title' },
            { key: 'quantity', header: '数量', cell: (item) => item.quantity, align: 'end', nowrap: true },
            { key: 'rate', header: '税率', cell: (item) => formatTaxRate(item.taxRate), align: 'end', nowrap: true },
            { key: 'unit', header: '単価', cell: (item) => formatYen(item.unitPrice), align: 'end', nowrap: true },
            { key: 'total', header: '金額', cell: (item) => formatYen(item.totalAmount), align: 'end', nowrap: true },
          ]}
        />
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mb="10">
        <Stack gap="0" fontSize="sm" data-testid="tax-breakdown" aria-label="税率ごとの内訳">
          <Text fontWeight="bold" mb="1">
            内訳
          </Text>
          <Row
            label={`${formatTaxRate(breakdown.standard.rate)}対象（税抜）`}
            value={formatYen(breakdown.standard.base)}
          />
          <Row label={`${formatTaxRate(breakdown.standard.rate)}消費税`} value={formatYen(breakdown.standard.tax)} />
          <Row
            label={`${formatTaxRate(breakdown.reduced.rate)}対象（税抜）`}
            value={formatYen(breakdown.reduced.base)}
          />
          <Row label={`${formatTaxRate(breakdown.reduced.rate)}消費税`} value={formatYen(breakdown.reduced.tax)} />
        </Stack>
        <Stack gap="0" fontSize="sm" data-testid="statement-totals">
          <Row label="小計" value={formatYen(s.taxExclusivePrice)} />
          <Row label="消費税" value={formatYen(s.taxOnlyPrice)} />
          <Row label="合計" value={formatYen(s.taxInclusivePrice)} strong />
        </Stack>
      </SimpleGrid>
      <Box as="footer" fontSize="sm" borderTopWidth="1px" pt="4" data-testid="statement-issuer">
        <Text fontWeight="bold">{issuer.name}</Text>
        <Text>{issuer.address}</Text>
        <Text>登録番号：{issuer.registrationNumber}</Text>
      </Box>
    </Box>
  );
}

export default function InvoiceStatementPage() {
  const { id } = useRouteParams('account-billing-invoice');
  const presenter = usePresenter(InvoiceStatementPresenter, { invoiceId: id });
  const state = useObservable(presenter);
  if (state.status === 'not-found') return <Navigate to={pathOf('not-found')} replace />;
  return (
    <Box maxW="4xl">
      <style>{PRINT_CSS}</style>
      <Box data-print-hide>
        <PageHeading
          title="お支払い明細"
          trail={[
            { label: '契約情報', to: pathOf('account') },
            { label: 'お支払い履歴', to: pathOf('account-billing') },
          ]}
          actions={
            state.status === 'ready' ? (
              <Button colorPalette="teal" variant="outline" onClick={() => window.print()}>
                印刷する
              </Button>
            ) : undefined
          }
        />
      </Box>
      {state.status === 'loading' && <Loading />}
      {state.status === 'ready' && <Sheet view={state.view} />}
    </Box>
  );
}
