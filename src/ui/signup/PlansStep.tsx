import { Alert, Box, Flex, Grid, List, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { MONTHLY_PRICES } from '../../domain/organization/pricing';
import { formatYen } from '../../domain/shared/money';
import { SIGNUP_TEXTS } from '../../domain/signup/messages';
import {
  countsOf,
  LINE_LABELS,
  needsInstallation,
  validateQuantities,
  validateQuantity,
  type QuantityKey,
} from '../../domain/signup/plans';
import type { SignupWizardPresenter, WizardForm } from './SignupWizardPresenter';
import { WizardInput } from './WizardInput';
import { Loading } from '../shared/States';

// the date pickers (Ark's date picker, the holiday rules) only when a Pro plan asks for installation dates
const InstallationDates = lazy(() => import('./InstallationDates').then((m) => ({ default: m.InstallationDates })));

const PLAN_KEYS: ReadonlyArray<QuantityKey> = ['basic', 'pro'];
const OPTION_KEYS: ReadonlyArray<QuantityKey> = ['lock', 'lockBuiltIn', 'pad'];

function QuantityRow({
  name,
  value,
  error,
  onChange,
}: {
  name: QuantityKey;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Grid
      templateColumns={{ base: '1fr 6.5rem', sm: '1fr 8rem' }}
      gap="3"
      alignItems="start"
      data-testid={`quantity-${name}`}
    >
      <Box pt="7">
        <Text fontWeight="medium">{LINE_LABELS[name]}</Text>
        <Text fontSize="sm" color="gray.600">
          月額 {formatYen(MONTHLY_PRICES[name])}（税抜）
        </Text>
      </Box>
      <WizardInput
        label="数量"
        aria-label={`${LINE_LABELS[name]}の数量`}
        value={value}
        onValueChange={onChange}
        error={error}
        inputMode="numeric"
        maxLength={4}
        textAlign="right"
      />
    </Grid>
  );
}

/** Step 3: console fee, plans, options with their rules and notices, and the Pro installation dates. */
export function PlansStep({ form, presenter }: { form: WizardForm; presenter: SignupWizardPresenter }) {
  const { quantities } = form.draft;
  const errors = validateQuantities(quantities);
  const counts = countsOf(quantities);
  // with every field a number, what is left are the limits of the notices and the one-plan rule
  const limit = counts ? (errors.basic ?? errors.lock ?? errors.pad) : undefined;
  // under each field only the typing rules; a limit is said once, in the alert below the notices
  const typing = (key: QuantityKey) => validateQuantity(quantities[key]);
  return (
    <Stack gap="5">
      <Flex justify="space-between" gap="3" borderBottomWidth="1px" pb="3" wrap="wrap">
        <Text fontWeight="medium">{LINE_LABELS.console}</Text>
        <Text>月額 {formatYen(MONTHLY_PRICES.console)}（税抜）× 1</Text>
      </Flex>
      <Stack as="section" gap="3" aria-label="プラン">
        <Text fontWeight="bold">プラン</Text>
        {PLAN_KEYS.map((key) => (
          <QuantityRow
            key={key}
            name={key}
            value={quantities[key]}
            error={typing(key)}
            onChange={(v) => presenter.setQuantity(key, v)}
          />
        ))}
      </Stack>
      <Stack as="section" gap="3" aria-label="オプション">
        <Text fontWeight="bold">オプション</Text>
        {OPTION_KEYS.map((key) => (
          <QuantityRow
            key={key}
            name={key}
            value={quantities[key]}
            error={typing(key)}
            onChange={(v) => presenter.setQuantity(key, v)}
          />
        ))}
        <List.Root ps="5" fontSize="sm" color="gray.700" gap="1">
          <List.Item>{SIGNUP_TEXTS.lockNotice}</List.Item>
          <List.Item>{SIGNUP_TEXTS.padNotice}</List.Item>
        </List.Root>
      </Stack>
      {/* the limits are enforced, not only noted: Next stays disabled and the field says why */}
      {limit && (
        <Alert.Root status="warning" data-testid="quantity-limit">
          <Alert.Indicator />
          <Alert.Title>{limit}</Alert.Title>
        </Alert.Root>
      )}
      {needsInstallation(counts) && (
        <Suspense fallback={<Loading label="設置希望日の入力欄を読み込み中" />}>
          <InstallationDates form={form} presenter={presenter} />
        </Suspense>
      )}
    </Stack>
  );
}
