import { Alert, Box, Button, Card, Link as ChakraLink, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { ORGANIZATION_MESSAGES, PAYMENT_CHANGE_TEXTS } from '../../domain/organization/messages';
import { paymentChoiceOf } from '../../domain/organization/paymentChange';
import { PageHeading } from '../shared/PageHeading';
import { LoadFailed, Loading } from '../shared/States';
import { usePresenter } from '../shared/di';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { useObservable } from '../shared/useObservable';
import { PaymentCardForm } from './PaymentCardForm';
import { InvoiceExplanation } from './InvoiceExplanation';
import { PaymentChangePresenter, submitButtonOf, type PaymentChangeForm } from './PaymentChangePresenter';
import { pathOf } from '../shell/routeTable';

const TRAIL = [{ label: '契約情報', to: pathOf('account') }] as const;

function ChangeForm({ presenter, form }: { presenter: PaymentChangePresenter; form: PaymentChangeForm }) {
  const submit = useCallback(() => void presenter.submit(), [presenter]);
  const submission = useObservable(presenter.submission);
  const card = useObservable(presenter.card);
  const saving = submission.status === 'submitting';
  const button = submitButtonOf(form, card, saving);
  return (
    <Stack gap="5">
      <RadioGroup.Root
        value={form.choice}
        onValueChange={(e) => {
          const choice = paymentChoiceOf(e.value ?? '');
          if (choice) presenter.choose(choice);
        }}
        disabled={saving}
        colorPalette="teal"
        aria-label="お支払い方法"
      >
        <Stack gap="3">
          <RadioGroup.Item value="invoice" disabled={form.options.invoiceDisabled}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{PAYMENT_CHANGE_TEXTS.invoiceOption}</RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="card" disabled={form.options.cardDisabled}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{PAYMENT_CHANGE_TEXTS.cardOption}</RadioGroup.ItemText>
          </RadioGroup.Item>
        </Stack>
      </RadioGroup.Root>
      {form.choice === 'invoice' && <InvoiceExplanation />}
      {/* kept mounted while invoice is chosen, so the provider's fields are not rebuilt on every switch */}
      <Box display={form.choice === 'card' ? 'block' : 'none'}>
        <PaymentCardForm entry={presenter.card} onSubmit={submit} />
      </Box>
      <Text fontSize="sm" color="gray.700">
        {PAYMENT_CHANGE_TEXTS.takesTime}
      </Text>
      {submission.status === 'failed' && (
        <Alert.Root status="error" role="alert" data-testid="payment-change-error">
          <Alert.Indicator />
          <Alert.Title>{submission.message}</Alert.Title>
        </Alert.Root>
      )}
      {button.visible && (
        <Box>
          <Button colorPalette="teal" onClick={submit} disabled={!button.enabled} loading={saving} loadingText="送信中">
            {PAYMENT_CHANGE_TEXTS.submit}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

export default function PaymentChangePage() {
  const presenter = usePresenter(PaymentChangePresenter);
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);

  return (
    <Box maxW="3xl">
      {effects}
      <PageHeading title="お支払い方法の変更" trail={TRAIL} />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={() => void presenter.open()} />}
      {(state.status === 'ready' || state.status === 'not-allowed') && (
        <Card.Root variant="outline" bg="white">
          <Card.Body gap="5">
            <Text>
              現在のお支払い方法：
              <Text as="strong" data-testid="current-method">
                {state.currentMethod}
              </Text>
            </Text>
            {state.status === 'not-allowed' ? (
              <Alert.Root status="info" data-testid="payment-change-not-allowed">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{ORGANIZATION_MESSAGES.paymentChangeNotAllowed}</Alert.Title>
                  <Alert.Description>
                    <ChakraLink asChild color="teal.700">
                      <Link to={pathOf('account')}>契約情報に戻る</Link>
                    </ChakraLink>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : (
              <ChangeForm presenter={presenter} form={state} />
            )}
          </Card.Body>
        </Card.Root>
      )}
    </Box>
  );
}
