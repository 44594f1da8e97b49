import { Box, Link as ChakraLink, List, Text } from '@chakra-ui/react';
import { PAYMENT_CHANGE_TEXTS } from '../../domain/organization/messages';
import { useAppConfig } from '../shared/di';

/**
 * What invoice payment means: who bills, when, the monthly limit, the fees; and the banner to the deferred-payment
 * company's own site (account-billing-signup §2: "a banner links to its site"), not a page of ours.
 */
export function InvoiceExplanation() {
  const config = useAppConfig();
  return (
    <Box borderWidth="1px" borderColor="gray.200" rounded="md" p="4" bg="gray.50" data-testid="invoice-explanation">
      <Text fontWeight="bold" mb="2">
        請求書払いについて
      </Text>
      <List.Root gap="1" ps="5" fontSize="sm">
        {PAYMENT_CHANGE_TEXTS.invoiceExplanation.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
      <ChakraLink
        href={config.deferredPaymentSiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        mt="3"
        display="inline-block"
        color="teal.700"
        fontWeight="medium"
        borderWidth="1px"
        borderColor="teal.600"
        rounded="md"
        px="3"
        py="2"
        bg="white"
      >
        {PAYMENT_CHANGE_TEXTS.invoiceBanner}
        <Box as="span" srOnly>
          （新しいタブで開きます）
        </Box>
      </ChakraLink>
    </Box>
  );
}
