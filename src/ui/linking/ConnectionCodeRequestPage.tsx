import { CodeRequestPage } from './CodeRequestPage';

export default function ConnectionCodeRequestPage() {
  return <CodeRequestPage kind="connection" />;
}
