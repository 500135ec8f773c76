import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  TOOL_NAMES,
  defaultFeatureSettings,
  featureSettingsOf,
  normaliseFeatureSettings,
  paths,
  type ToolKey,
} from '@handyq/domain';
import { Page, SettingsEditor, saveToolSettings, useSession } from '@handyq/web';
import { putToolSettings } from '../api/settings';
import { CoachNotFound } from '../components/coach-not-found';
import { SettingsHeader } from '../components/settings-header';
import { isTool } from '../lib/tools';
import s from './tool-settings-page.module.css';

/** /cueCoach/:tool/settings */
export function ToolSettingsPage() {
  const { tool } = useParams();
  if (!isTool(tool)) return <CoachNotFound />;
  return <ToolSettings key={tool} tool={tool} />;
}

/**
 * A draft of the user's settings for the tool (the built-in ones for a visitor or a user with
 * none). Reset puts the built-in ones into the draft; only Save stores it.
 */
function ToolSettings({ tool }: { tool: ToolKey }) {
  const stored = useSession((st) => st.user)?.settings;
  const [draft, setDraft] = useState(() => normaliseFeatureSettings(tool, featureSettingsOf(stored, tool)));
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    const saved = await saveToolSettings(tool, draft, (id, settings) => putToolSettings(id, tool, settings));
    if (saved) setDraft(saved);
    setSaving(false);
  };

  return (
    <>
      <SettingsHeader
        title={`${TOOL_NAMES[tool]} Settings`}
        back={paths.tool(tool)}
        saving={saving}
        onReset={() => setDraft(defaultFeatureSettings(tool))}
        onSave={() => void save()}
      />
      <Page className={s.page}>
        <SettingsEditor tool={tool} value={draft} onChange={setDraft} />
      </Page>
    </>
  );
}
