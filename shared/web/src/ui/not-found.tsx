import { MapPinOff } from 'lucide-react';
import { ButtonLink } from './button';
import { Header } from './header';
import { MessageScreen } from './message-screen';
import { Page } from './page';

/**
 * The friendly not-found page of the shell and every kit. A kit passes its `title`, and the
 * page gets that kit's header with a back control to `to`.
 */
export function NotFound({
  to = '/',
  toLabel = 'Go home',
  title,
}: {
  to?: string;
  toLabel?: string;
  title?: string;
}) {
  return (
    <>
      {title && <Header title={title} back={to} />}
      <Page>
        <MessageScreen
          icon={<MapPinOff size={48} aria-hidden />}
          title="Page not found"
          actions={
            <ButtonLink to={to} variant="primary">
              {toLabel}
            </ButtonLink>
          }
        >
          We looked everywhere, even upside down. There is nothing at this address.
        </MessageScreen>
      </Page>
    </>
  );
}
