import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { RotateCcw, Save } from 'lucide-react';
import {
  TOOL_NAMES,
  defaultFeatureSettings,
  featureSettingsOf,
  normaliseFeatureSettings,
  paths,
  type ToolKey,
} from '@handyq/domain';
import { Header, IconButton, Page, SettingsEditor, saveToolSettings, useSession } from '@handyq/web';
import { putToolSettings } from '../api/settings';
import { CoachNotFound } from '../components/coach-not-found';
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
      <Header
        title={`${TOOL_NAMES[tool]} Settings`}
        back={paths.tool(tool)}
        actions={
          <>
            <IconButton
              label="Reset to defaults"
              icon={<RotateCcw size={24} aria-hidden />}
              onClick={() => setDraft(defaultFeatureSettings(tool))}
            />
            <IconButton
              label="Save settings"
              icon={<Save size={24} aria-hidden />}
              disabled={saving}
              onClick={() => void save()}
            />
          </>
        }
      />
      <Page className={s.page}>
        <SettingsEditor tool={tool} value={draft} onChange={setDraft} />
      </Page>
    </>
  );
}
