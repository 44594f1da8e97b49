import { Box, Checkbox, DataList, Stack, Text } from '@chakra-ui/react';
import { formatJapaneseDate, JAPAN_TIME } from '../../domain/shared/dates';
import type { Address } from '../../domain/signup/address';
import { TIME_SLOTS } from '../../domain/signup/installation';
import { SIGNUP_TEXTS } from '../../domain/signup/messages';
import { countsOf, feeTableOf, needsInstallation } from '../../domain/signup/plans';
import { FeeTable } from './FeeTable';
import type { SignupWizardPresenter, WizardForm } from './SignupWizardPresenter';
import { useTermsDocumentUrl } from './terms';

const zipOf = (zip: string): string => (zip.length === 7 ? `${zip.slice(0, 3)}-${zip.slice(3)}` : zip);

function AddressSummary({
  title,
  address,
  extra = [],
}: {
  title: string;
  address: Address;
  extra?: ReadonlyArray<readonly [string, string]>;
}) {
  const rows: ReadonlyArray<readonly [string, string]> = [
    ...extra,
    ['住所', `〒${zipOf(address.zip)} ${address.prefecture}${address.address}`],
    ['ご担当者さま', address.staffName],
    ['電話番号', address.tel],
  ];
  return (
    <Box as="section" aria-label={title}>
      <Text fontWeight="bold" mb="2">
        {title}
      </Text>
      <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm" gap="2">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="7rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{value || '—'}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}

/** Step 5: everything entered, the fee table, the dates, and the terms with their tick. */
export function ConfirmStep({ form, presenter }: { form: WizardForm; presenter: SignupWizardPresenter }) {
  const { draft, context } = form;
  const counts = countsOf(draft.quantities);
  const termsUrl = useTermsDocumentUrl();
  return (
    <Stack gap="5" data-testid="confirmation">
      <AddressSummary
        title="企業情報"
        address={draft.company.address}
        extra={[
          ['会社名', draft.company.name],
          ['部署名', draft.company.division],
          ['URL', draft.company.url],
        ]}
      />
      <AddressSummary
        title="配送先"
        address={draft.delivery === 'same' ? draft.company.address : draft.deliveryAddress}
        extra={[['配送先', draft.delivery === 'same' ? SIGNUP_TEXTS.sameAddress : SIGNUP_TEXTS.differentAddress]]}
      />
      {counts && <FeeTable fees={feeTableOf(counts, context.taxRate)} taxRate={context.taxRate} />}
      {needsInstallation(counts) && (
        <Box as="section" aria-label="設置希望日">
          <Text fontWeight="bold" mb="2">
            設置希望日
          </Text>
          <Stack gap="1" data-testid="confirm-installation">
            {draft.installation.map((c) => (
              <Text key={c.priority}>
                第{c.priority}希望：{formatJapaneseDate(`${c.date}T12:00:00${JAPAN_TIME.offset}`)}{' '}
                {c.timeSlot ? TIME_SLOTS[c.timeSlot] : ''}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
      <Box as="section" aria-label="規約">
        <Text fontWeight="bold" mb="2">
          利用規約・レンタル規約
        </Text>
        {/* a self-contained document (a blob: URL of this page) in a sandboxed frame: no script, no other origin */}
        <Box borderWidth="1px" borderColor="gray.300" rounded="md" bg="white" overflow="hidden" h="14rem">
          <iframe
            title="利用規約・レンタル規約"
            src={termsUrl}
            sandbox=""
            style={{ width: '100%', height: '100%', border: 0 }}
            data-testid="terms-frame"
          />
        </Box>
      </Box>
      <Checkbox.Root
        checked={form.termsAccepted}
        onCheckedChange={(e) => presenter.acceptTerms(e.checked === true)}
        colorPalette="teal"
        data-testid="terms"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{SIGNUP_TEXTS.termsLabel}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
