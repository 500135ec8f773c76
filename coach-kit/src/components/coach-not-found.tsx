import { paths } from '@handyq/shared';
import { NotFound } from '@handyq/shared/web';

export function CoachNotFound() {
  return <NotFound title="Coach Kit" to={paths.coach} toLabel="Go to Coach Kit" />;
}
