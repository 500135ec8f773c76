import { Button } from '@handyq/web';
import { forgetInstallPrompt, useInstallPrompt } from '../lib/install-prompt';
import { Banner } from './banner';

export const INSTALL_TEXT = 'Install HandyQ for a better experience?';

/**
 * Offers to install HandyQ, only while the browser offers installation; gone once the prompt
 * is accepted or dismissed, or 'Maybe later' is pressed. On a navigator page it floats over the
 * bottom of the page: the browser's offer comes after the page has loaded, and would otherwise
 * push it down. Elsewhere (a timer, whose Start and Pause sit low on the screen) it is in the
 * flow at the top, covering nothing.
 */
export function InstallBanner({ floating }: { floating: boolean }) {
  const offer = useInstallPrompt();
  if (!offer) return null;
  const install = async () => {
    forgetInstallPrompt();
    try {
      await offer.prompt();
      await offer.userChoice;
    } catch (err) {
      console.error('Install prompt failed', err);
    }
  };
  return (
    <Banner label="Install HandyQ" text={INSTALL_TEXT} floating={floating}>
      <Button variant="secondary" onClick={forgetInstallPrompt}>
        Maybe later
      </Button>
      <Button onClick={() => void install()}>Install</Button>
    </Banner>
  );
}
