import { paths } from '@handyq/domain';
import { Header, Page, Prose, TileList } from '@handyq/web';
import { Ruler } from 'lucide-react';
import { LINE_TOOLS } from '../lib/line-tools';

export function LineIndex() {
  return (
    <>
      <Header title="Line Kit" />
      <Page>
        <Prose>
          <p>
            Tools that look at your handstand line with your phone&apos;s camera. Everything is read on this
            device: no picture leaves it.
          </p>
        </Prose>
        <TileList
          title="Features"
          tiles={LINE_TOOLS.map((t) => ({
            to: `${paths.line}/${t.slug}`,
            label: t.name,
            subtitle: t.pitch,
            icon: <Ruler size={40} aria-hidden />,
          }))}
        />
      </Page>
    </>
  );
}
