import {
  Badge,
  Box,
  Card,
  DataList,
  Flex,
  Heading,
  Link as ChakraLink,
  List,
  SimpleGrid,
  Stack,
  StackSeparator,
  Text,
} from '@chakra-ui/react';
import { type ReactNode, useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { CONTRACT_TEXTS } from '../../domain/organization/messages';
import { formatPhone } from '../../domain/shared/phone';
import { PageHeading } from '../shared/PageHeading';
import { ResponsiveTable } from '../shared/ResponsiveTable';
import { BusySpinner, LoadFailed, Loading } from '../shared/States';
import { useAppConfig, usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { ContractPresenter, type ContractView } from './ContractPresenter';
import { pathOf } from '../shell/routeTable';

const ORIENTATION = { base: 'vertical', sm: 'horizontal' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" bg="white" aria-label={title}>
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    // one label width for every row, so all values start on the same line; stacked on a phone
    <DataList.Item alignItems={{ base: 'stretch', sm: 'baseline' }}>
      <DataList.ItemLabel w={{ sm: '13rem' }} minW={{ sm: '13rem' }} flexShrink={0}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue minW="0" overflowWrap="anywhere">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function Deliveries({ view }: { view: ContractView }) {
  if (view.deliveries.length === 0) return <Text color="gray.600">{CONTRACT_TEXTS.unset}</Text>;
  return (
    // each address its own titled block with a rule between, so two deliveries never read as one
    <Stack gap="4" separator={<StackSeparator />}>
      {view.deliveries.map((d, index) => (
        <Box as="section" key={`${d.name}-${index}`} aria-labelledby={`delivery-${index}`} data-testid="delivery">
          <Heading as="h3" size="sm" id={`delivery-${index}`} mb="2">
            配送先{view.deliveries.length > 1 ? ` ${index + 1}` : ''}
          </Heading>
          <DataList.Root orientation={ORIENTATION} size="sm">
            <Item label="お届け先名">{d.name}</Item>
            <Item label="住所">{d.address}</Item>
            <Item label="ご担当者">{d.staffName}</Item>
            <Item label="電話番号">{formatPhone(d.tel)}</Item>
          </DataList.Root>
        </Box>
      ))}
    </Stack>
  );
}

function Plans({ view }: { view: ContractView }) {
  if (!view.plans.ok)
    return (
      <Text color="red.700" role="alert">
        {view.plans.message}
      </Text>
    );
  return (
    <ResponsiveTable
      label="ご契約プラン"
      testId="plans"
      rows={view.plans.lines}
      rowKey={(line) => line.name}
      columns={[
        { key: 'name', header: 'プラン', cell: (line) => line.name, place: 'title' },
        { key: 'quantity', header: '数量', cell: (line) => line.quantity, align: 'end', nowrap: true },
      ]}
    />
  );
}

function Payment({ view }: { view: ContractView }) {
  return (
    <DataList.Root orientation={ORIENTATION}>
      <Item label="お支払い方法">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }}>
          <Text data-testid="payment-method">{view.paymentMethod}</Text>
          {view.canChangePaymentMethod && (
            <ChakraLink asChild color="teal.700" fontWeight="medium">
              <Link to={pathOf('account-payment-edit')}>{CONTRACT_TEXTS.changePaymentMethod}</Link>
            </ChakraLink>
          )}
        </Stack>
      </Item>
      {view.card && (
        <Item label="カード">
          {view.card.loading ? (
            <Flex align="center" gap="2" role="status" data-testid="card-loading">
              <BusySpinner label={view.card.text} />
              <Text aria-hidden>{view.card.text}</Text>
            </Flex>
          ) : view.card.failed ? (
            <Text color="red.700" role="alert" data-testid="card">
              {view.card.text}
            </Text>
          ) : (
            <Text data-testid="card">{view.card.text}</Text>
          )}
        </Item>
      )}
      {view.billableUserCount !== undefined && (
        <Item label="課金対象の利用者数">
          <Text data-testid="billable-users">{view.billableUserCount}人</Text>
        </Item>
      )}
    </DataList.Root>
  );
}

function Procedures() {
  const config = useAppConfig();
  const links = [
    { label: CONTRACT_TEXTS.deviceRequest, href: `${config.supportUrl}/forms/devices` },
    { label: CONTRACT_TEXTS.addressChange, href: `${config.supportUrl}/forms/address` },
    { label: CONTRACT_TEXTS.cancellation, href: `${config.supportUrl}/forms/cancellation` },
  ];
  return (
    <List.Root gap="2" ps="5">
      {links.map((link) => (
        <List.Item key={link.label}>
          <ChakraLink
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            color="teal.700"
            aria-label={`${link.label}（新しいタブで開きます）`}
          >
            {link.label}
          </ChakraLink>
        </List.Item>
      ))}
    </List.Root>
  );
}

function Contract({ view }: { view: ContractView }) {
  return (
    <Stack gap="5">
      <Section title="ご契約者情報">
        <DataList.Root orientation={ORIENTATION}>
          <Item label="組織ID">{view.organizationId}</Item>
          <Item label="会社名">{view.companyName}</Item>
          <Item label="部署名">{view.division || <Badge variant="subtle">{CONTRACT_TEXTS.unset}</Badge>}</Item>
          <Item label="住所">
            <Text data-testid="address">{view.address}</Text>
          </Item>
          <Item label="ご担当者">{view.staffName}</Item>
          <Item label="ご担当者メールアドレス">{view.staffEmail}</Item>
          <Item label="電話番号">{formatPhone(view.tel)}</Item>
        </DataList.Root>
      </Section>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="5">
        <Section title="ご契約プラン">
          <Plans view={view} />
        </Section>
        <Section title="お支払い">
          <Payment view={view} />
        </Section>
      </SimpleGrid>
      <Section title="配送先">
        <Deliveries view={view} />
      </Section>
      <Section title="各種お手続き">
        <Procedures />
      </Section>
    </Stack>
  );
}

export default function ContractPage() {
  const presenter = usePresenter(ContractPresenter);
  // drawn in a deferred render, which React splits into slices of a few milliseconds: the contract's sections drawn at
  // once from its answer were one task of a phone's 170-270 ms (Lighthouse's blocking time on /account/,
  // docs/PERFORMANCE.md); until then the page shows what it showed (読み込み中, or the contract before its card)
  const state = useDeferredValue(useObservable(presenter));
  return (
    <Box maxW="5xl">
      <PageHeading title="契約情報" />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={() => void presenter.open()} />}
      {state.status === 'ready' && <Contract view={state.view} />}
    </Box>
  );
}
