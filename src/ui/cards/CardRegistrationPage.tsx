import { CardSettingPage } from './CardSettingPage';

/** /organization/cards/:id: a card without a user yet. */
export default function CardRegistrationPage() {
  return <CardSettingPage mode="registration" />;
}
