import { Alert, Box, Field, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormSpy } from 'react-final-form';
import type { SecureFieldTargets } from '../../application/organization/ports/PaymentCardProvider';
import { validatePaymentCardHolderName, validatePaymentCardPhone } from '../../domain/organization/paymentCardForm';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import { TextField } from '../shared/FormField';
import { BusySpinner } from '../shared/States';
import { useObservable } from '../shared/useObservable';
import type { PaymentCardEntryPresenter, PaymentCardHolderValues } from './PaymentCardEntryPresenter';
import { ConsoleForm } from '../shared/ConsoleForm';

/** Ids of the empty boxes the card provider fills with its secure fields. */
const SECURE_FIELD_TARGETS: SecureFieldTargets = {
  number: 'card-number-field',
  expiry: 'card-expiry-field',
  cvc: 'card-cvc-field',
};

const EMPTY_VALUES: PaymentCardHolderValues = { holderName: '', phone: '' };

function SecureField({ id, label, complete }: { id: string; label: string; complete: boolean }) {
  return (
    <Field.Root>
      {/* the provider's field is its own input (an iframe for PAY.JP); this caption names it */}
      <Text as="span" fontSize="sm" fontWeight="medium" id={`${id}-label`}>
        {label}
      </Text>
      <Box id={id} role="group" aria-labelledby={`${id}-label`} w="full" minH="10" data-complete={complete} />
    </Field.Root>
  );
}

interface PaymentCardFormProps {
  /** The page presenter's card entry. */
  readonly entry: PaymentCardEntryPresenter;
  readonly onSubmit: () => void;
}

/** Holder name and phone are ours (validated in the domain); number, expiry and code are the provider's. */
export function PaymentCardForm({ entry, onSubmit }: PaymentCardFormProps) {
  const { provider, secure, cardGeneration } = useObservable(entry);
  useEffect(() => {
    // the provider's secure fields go into the empty boxes once both are there
    if (provider === 'available') entry.mountFields(SECURE_FIELD_TARGETS);
  }, [provider, entry]);

  if (provider === 'loading') return <BusySpinner label="カード入力欄を読み込み中" />;
  if (provider === 'unavailable') {
    return (
      <Alert.Root status="warning" data-testid="card-maintenance">
        <Alert.Indicator />
        <Alert.Title>{ORGANIZATION_MESSAGES.cardProviderMaintenance}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <ConsoleForm<PaymentCardHolderValues>
      draft={false}
      onSubmit={onSubmit}
      initialValues={EMPTY_VALUES}
      // the presenter clears the card form after a failed attempt (account-billing-signup §4)
      restartOn={cardGeneration}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="クレジットカード情報">
          <FormSpy<PaymentCardHolderValues>
            subscription={{ values: true }}
            onChange={({ values }) =>
              entry.updateHolder({ holderName: values.holderName ?? '', phone: values.phone ?? '' })
            }
          />
          <Stack gap="4" maxW="md">
            <TextField
              name="holderName"
              label="カード名義"
              placeholder="TARO YAMADA"
              autoComplete="cc-name"
              validate={validatePaymentCardHolderName}
              helper="半角英数字で、カードに記載のとおり入力してください。"
            />
            <SecureField id={SECURE_FIELD_TARGETS.number} label="カード番号" complete={secure.numberComplete} />
            <Stack direction="row" gap="4">
              <SecureField id={SECURE_FIELD_TARGETS.expiry} label="有効期限" complete={secure.expiryComplete} />
              <SecureField id={SECURE_FIELD_TARGETS.cvc} label="セキュリティコード" complete={secure.cvcComplete} />
            </Stack>
            {secure.error && (
              <Text color="red.700" fontSize="sm" role="alert">
                {secure.error}
              </Text>
            )}
            <TextField
              name="phone"
              label="電話番号"
              type="tel"
              placeholder="090-1234-5678"
              autoComplete="tel"
              validate={validatePaymentCardPhone}
              helper="3Dセキュア認証に使用します。"
            />
          </Stack>
        </form>
      )}
    />
  );
}
