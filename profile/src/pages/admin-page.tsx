import { PlaceholderPage } from '@handyq/shared/web';

/** /admin */
export function AdminPage() {
  return <PlaceholderPage title="Admin" back="/" />;
}
