import { CardSettingPage } from './CardSettingPage';

/** /organization/cards/:id/edit: a card that has a user. */
export default function CardEditPage() {
  return <CardSettingPage mode="edit" />;
}
