import { AfterHoursScreen } from './AfterHoursScreen';

const ORGANIZATION = { kind: 'organization' } as const;

/** /after-hours: 時間外・休日の入退室 of every door of the organization (?month=YYYY-MM). */
export default function AfterHoursPage() {
  return <AfterHoursScreen scope={ORGANIZATION} />;
}
