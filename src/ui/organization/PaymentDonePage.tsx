import { Alert, Box, Button, Card, Stack } from '@chakra-ui/react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PAYMENT_DONE_TEXTS } from '../../domain/organization/messages';
import { paymentChoiceOf } from '../../domain/organization/paymentChange';
import { PageHeading } from '../shared/PageHeading';
import { pathOf } from '../shell/routeTable';

/** account-payment-done: card or invoice; any other value is not a page. */
export default function PaymentDonePage() {
  const choice = paymentChoiceOf(useParams().payment ?? '');
  if (!choice) return <Navigate to={pathOf('not-found')} replace />;
  const text = PAYMENT_DONE_TEXTS[choice];
  return (
    <Box maxW="3xl">
      <PageHeading title="お支払い方法の変更" trail={[{ label: '契約情報', to: pathOf('account') }]} />
      <Card.Root variant="outline" bg="white">
        <Card.Body>
          <Stack gap="5">
            <Alert.Root status="success" data-testid="payment-done">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{text.title}</Alert.Title>
                <Alert.Description>{text.body}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Box>
              <Button asChild colorPalette="teal" variant="outline">
                <Link to={pathOf('account')}>契約情報に戻る</Link>
              </Button>
            </Box>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
