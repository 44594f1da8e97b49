import { pathOf, useRouteParams } from '../shell/routeTable';
import { AfterHoursScreen } from './AfterHoursScreen';

/** /locks/:id/after-hours: 時間外・休日の入退室 of one door, reached from its logs screen (?month=YYYY-MM). */
export default function LockAfterHoursPage() {
  const { id } = useRouteParams('locks-after-hours');
  const lockId = Number(id);
  return (
    <AfterHoursScreen
      scope={{ kind: 'lock', lockId }}
      trail={[
        { label: 'ロック一覧', to: pathOf('locks') },
        { label: 'ロック履歴', to: pathOf('locks-logs', { id: lockId }) },
      ]}
    />
  );
}
