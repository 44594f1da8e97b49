import { CodeRequestPage } from './CodeRequestPage';

export default function DisconnectionCodeRequestPage() {
  return <CodeRequestPage kind="disconnection" />;
}
