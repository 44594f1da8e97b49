import { Alert, Box, RadioGroup, Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useObservable } from '../shared/useObservable';
import { SIGNUP_TEXTS } from '../../domain/signup/messages';
import { PaymentCardForm } from '../organization/PaymentCardForm';
import { InvoiceExplanation } from '../organization/InvoiceExplanation';
import type { SignupWizardPresenter, WizardForm } from './SignupWizardPresenter';

/** Step 6: invoice (deferred payment, the default) or card, through the one card form of the console. */
export function PaymentStep({ form, presenter }: { form: WizardForm; presenter: SignupWizardPresenter }) {
  const submit = useCallback(() => void presenter.submit(), [presenter]);
  const submission = useObservable(presenter.submission);
  const saving = submission.status === 'submitting';
  return (
    <Stack gap="5">
      <RadioGroup.Root
        value={form.draft.payment}
        colorPalette="teal"
        aria-label="お支払い方法"
        disabled={saving}
        onValueChange={(e) => presenter.choosePayment(e.value === 'card' ? 'card' : 'invoice')}
      >
        <Stack gap="3">
          <RadioGroup.Item value="invoice">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{SIGNUP_TEXTS.invoiceOption}</RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="card">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{SIGNUP_TEXTS.cardOption}</RadioGroup.ItemText>
          </RadioGroup.Item>
        </Stack>
      </RadioGroup.Root>
      {form.draft.payment === 'invoice' && (
        // the explanation states the 3,000,000-yen monthly limit
        <InvoiceExplanation />
      )}
      {/* kept mounted while invoice is chosen, so the provider's fields are not rebuilt on every switch */}
      <Box display={form.draft.payment === 'card' ? 'block' : 'none'}>
        <PaymentCardForm entry={presenter.card} onSubmit={submit} />
      </Box>
      {submission.status === 'failed' && (
        <Alert.Root status="error" role="alert" data-testid="signup-error">
          <Alert.Indicator />
          <Alert.Title>{submission.message}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
