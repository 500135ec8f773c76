import { paths } from '@handyq/domain';
import { NotFound } from '@handyq/web';

export function CoachNotFound() {
  return <NotFound title="Coach Kit" to={paths.coach} toLabel="Go to Coach Kit" />;
}
