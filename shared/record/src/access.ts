import { PRO_ONLY_MESSAGES } from '@handyq/domain';
import { toast } from '@handyq/web';
import { RECORD_VISITOR_MSG } from './visitor-text';

/**
 * Whether this user may turn Record on (a Pro feature, everyone's while trial mode is on),
 * asked when the record button is pressed: a visitor and a Basic user with trial mode off are
 * told why not. The plan is read then (its module loads on that press, not with the page).
 */
export async function mayRecord(signedIn: boolean): Promise<boolean> {
  if (!signedIn) {
    toast.info(RECORD_VISITOR_MSG);
    return false;
  }
  const { proAccessNow } = await import('@handyq/web/pro-access');
  if ((await proAccessNow()) === 'proOnly') {
    toast.info(PRO_ONLY_MESSAGES.record);
    return false;
  }
  return true;
}
