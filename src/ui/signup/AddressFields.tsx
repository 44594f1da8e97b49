import { Grid, Stack, Text } from '@chakra-ui/react';
import { validateAddress, type Address } from '../../domain/signup/address';
import { PREFECTURES } from '../../domain/signup/prefectures';
import type { PostalStatus } from './SignupWizardPresenter';
import { WizardInput, WizardSelect } from './WizardInput';

const PREFECTURE_OPTIONS = PREFECTURES.map((p) => ({ value: p, label: p }));

const POSTAL_NOTES: Partial<Record<PostalStatus, string>> = {
  'looking-up': '住所を検索しています…',
  // translation: the spec is silent on a code without an address and on a failed lookup
  'not-found': 'この郵便番号の住所が見つかりませんでした。住所を入力してください。',
  failed: '住所を自動入力できませんでした。住所を入力してください。',
};

interface AddressFieldsProps {
  readonly legend: string;
  readonly idPrefix: string;
  readonly address: Address;
  readonly postal: PostalStatus;
  readonly onChange: (change: Partial<Address>) => void;
}

/**
 * The address form of steps 2 and 4 (account-billing-signup §3 Address, rules of §5); the postal code fills the rest.
 */
export function AddressFields({ legend, idPrefix, address, postal, onChange }: AddressFieldsProps) {
  const errors = validateAddress(address);
  const note = POSTAL_NOTES[postal];
  return (
    <Stack
      as="fieldset"
      gap="4"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      p={{ base: '3', md: '4' }}
      minW="0"
    >
      <Text as="legend" fontWeight="bold" px="1">
        {legend}
      </Text>
      <WizardInput
        label="ご担当者さま氏名"
        value={address.staffName}
        onValueChange={(staffName) => onChange({ staffName })}
        error={errors.staffName}
        required
        autoComplete="name"
        name={`${idPrefix}-staff-name`}
      />
      <WizardInput
        label="ご連絡先電話番号"
        value={address.tel}
        onValueChange={(tel) => onChange({ tel })}
        error={errors.tel}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        helper="半角数字・ハイフンなし（11桁まで）"
        name={`${idPrefix}-tel`}
      />
      <Grid templateColumns={{ base: '1fr', sm: '12rem 1fr' }} gap="4">
        <WizardInput
          label="郵便番号"
          value={address.zip}
          onValueChange={(zip) => onChange({ zip })}
          error={errors.zip}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="1000001"
          helper={note ?? '半角数字7桁（入力すると住所を自動入力します）'}
          name={`${idPrefix}-zip`}
        />
        <WizardSelect
          label="都道府県"
          value={address.prefecture}
          onValueChange={(prefecture) => onChange({ prefecture })}
          error={errors.prefecture}
          options={PREFECTURE_OPTIONS}
          placeholder="選択してください"
          required
        />
      </Grid>
      <Text aria-live="polite" srOnly>
        {note}
      </Text>
      <WizardInput
        label="住所（市区町村・番地・建物名）"
        value={address.address}
        onValueChange={(value) => onChange({ address: value })}
        error={errors.address}
        required
        autoComplete="street-address"
        name={`${idPrefix}-address`}
      />
    </Stack>
  );
}
