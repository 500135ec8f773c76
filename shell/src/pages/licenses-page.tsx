import { useEffect, useState } from 'react';
import { KITS } from '@handyq/domain';
import { Card, Header, Loader, OFFLINE_MESSAGE, Page, Prose } from '@handyq/web';
import { chosenManifests, initRemotes } from '../lib/remotes-config';
import s from './licenses-page.module.css';

/** One package as a build lists it in its third-party-notices.json (shared/build/third-party.cjs). */
interface ShippedPackage {
  name: string;
  version: string;
  license: string;
  repository?: string;
  text: string;
  note?: string;
}
interface BuildNotices {
  own?: string;
  packages: ShippedPackage[];
}
interface Listed extends ShippedPackage {
  builds: string[];
}
interface Notices {
  own?: string;
  packages: Listed[];
  missing: string[];
}

async function readNotices(url: string): Promise<BuildNotices> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as BuildNotices;
}

/**
 * What the shell and every kit ship, each package once with the parts that ship it. Each kit
 * lists its own beside its files (a kit deploys alone), found where remotes.json places it; a
 * kit whose list cannot be read is named, the rest still shown.
 */
async function loadNotices(): Promise<Notices> {
  const manifests = chosenManifests(await initRemotes().catch(() => []));
  const parts = [
    { title: 'HandyQ', url: '/third-party-notices.json' },
    ...KITS.flatMap((k) => {
      const manifest = manifests.get(k.name);
      return manifest ? [{ title: k.title, url: new URL('third-party-notices.json', manifest).href }] : [];
    }),
  ];
  const read = await Promise.allSettled(parts.map((p) => readNotices(p.url)));
  const byKey = new Map<string, Listed>();
  let own: string | undefined;
  const missing: string[] = [];
  read.forEach((answer, i) => {
    const part = parts[i]!;
    if (answer.status === 'rejected') return void missing.push(part.title);
    own ??= answer.value.own;
    for (const p of answer.value.packages) {
      const key = `${p.name}@${p.version}`;
      const listed = byKey.get(key) ?? { ...p, builds: [] };
      listed.builds.push(part.title);
      byKey.set(key, listed);
    }
  });
  if (missing.length === parts.length) throw new Error('No list of licenses could be read.');
  const packages = [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
  return { own, packages, missing };
}

function LicenseText({ summary, text }: { summary: string; text: string }) {
  return (
    <details className={s.text}>
      <summary>{summary}</summary>
      <pre>{text}</pre>
    </details>
  );
}

function PackageEntry({ p }: { p: Listed }) {
  return (
    <li className={s.package}>
      <h3>
        {p.name} <span className={s.version}>{p.version}</span>
      </h3>
      <dl className={s.facts}>
        <dt>License</dt>
        <dd>{p.license}</dd>
        <dt>In</dt>
        <dd>{p.builds.join(', ')}</dd>
        {p.repository && (
          <>
            <dt>Source</dt>
            <dd>
              <a href={p.repository} rel="noreferrer" target="_blank">
                {p.repository.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </>
        )}
      </dl>
      {p.note && <p>{p.note}</p>}
      {p.text && <LicenseText summary={`${p.license} text`} text={p.text} />}
    </li>
  );
}

/** /licenses: HandyQ's own license, and the third-party code each part of it ships. */
export function LicensesPage() {
  const [notices, setNotices] = useState<Notices | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadNotices().then(setNotices, () =>
      setError(
        navigator.onLine ? 'The list of licenses could not be loaded. Try again later.' : OFFLINE_MESSAGE,
      ),
    );
  }, []);
  const separate = notices?.packages.filter((p) => p.note) ?? [];
  const rest = notices?.packages.filter((p) => !p.note) ?? [];
  return (
    <>
      <Header title="Licenses" back="/about" />
      <Page>
        <Prose>
          <p>
            HandyQ is free software under the MIT License. It is built with the open-source packages below,
            each under its own license, which ship to your device with it.
          </p>
          {notices?.own && <LicenseText summary="HandyQ's license (MIT)" text={notices.own} />}
        </Prose>
        {error && <p role="alert">{error}</p>}
        {!notices && !error && <Loader />}
        {notices && (
          <>
            {notices.missing.length > 0 && (
              <p role="status">Not listed (could not be read now): {notices.missing.join(', ')}.</p>
            )}
            {separate.length > 0 && (
              <Card aria-labelledby="separate" className={s.section}>
                <h2 id="separate">The on-device voice</h2>
                <ul className={s.list}>
                  {separate.map((p) => (
                    <PackageEntry key={`${p.name}@${p.version}`} p={p} />
                  ))}
                </ul>
              </Card>
            )}
            <Card aria-labelledby="packages" className={s.section}>
              <h2 id="packages">Open-source packages ({rest.length})</h2>
              <ul className={s.list}>
                {rest.map((p) => (
                  <PackageEntry key={`${p.name}@${p.version}`} p={p} />
                ))}
              </ul>
            </Card>
          </>
        )}
      </Page>
    </>
  );
}
