import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * The one way a phone number is shown: Japanese numbers in national form with hyphens
 * ('0312345678' → '03-1234-5678', '+81 90 1234 5678' → '090-1234-5678'), other countries in
 * international form. Whatever libphonenumber cannot read as a valid number is shown as received
 * (trimmed) rather than guessed at; an empty value stays empty.
 */
export const formatPhone = (raw: string | null | undefined): string => {
  const text = (raw ?? '').trim();
  if (text === '') return '';
  const phone = parsePhoneNumberFromString(text, 'JP');
  if (!phone?.isValid()) return text;
  return phone.country === 'JP' ? phone.formatNational() : phone.formatInternational();
};
