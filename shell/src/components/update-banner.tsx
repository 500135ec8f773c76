import { Button } from '@handyq/web';
import { dismissUpdate, useUpdateOffer } from '../lib/update-offer';
import { Banner } from './banner';

export const UPDATE_TEXT = 'New version available';

/**
 * A new version of HandyQ (the shell or a kit) was deployed while this page was open: a quiet
 * note at the top of the page with Reload. It stays until used or put away, and nothing reloads
 * on its own.
 */
export function UpdateBanner() {
  const apply = useUpdateOffer();
  if (!apply) return null;
  return (
    <Banner label={UPDATE_TEXT} text={UPDATE_TEXT} status>
      <Button variant="secondary" onClick={dismissUpdate}>
        Later
      </Button>
      <Button onClick={apply}>Reload</Button>
    </Banner>
  );
}
