import { useId, useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import {
  INPUT_LABELS,
  TOOL_KEYS,
  TOOL_NAMES,
  defaultFeatureSettings,
  featureSettingsOf,
  normaliseFeatureSettings,
  toolInputs,
  type FeatureSettings,
  type ToolKey,
} from '@handyq/domain';
import type { User } from '@handyq/domain/schemas';
import { Button, SettingsEditor, saveToolSettings } from '@handyq/web';
import { updateUser } from '@handyq/web/user';
import forms from './forms.module.css';
import s from './lists.module.css';

/**
 * Each tool's settings at a glance (start value and range per input; built-ins when none saved),
 * each with an editor that opens below it: a draft saved or reset per tool.
 */
export function FeatureSettingsSection({ user }: { user: User }) {
  return (
    <div className={s.groups}>
      {TOOL_KEYS.map((tool) => (
        <ToolSettings key={tool} tool={tool} user={user} />
      ))}
    </div>
  );
}

function ToolSettings({ tool, user }: { tool: ToolKey; user: User }) {
  const name = TOOL_NAMES[tool];
  const own = !!user.settings[tool];
  const settings = featureSettingsOf(user.settings, tool);
  const [editing, setEditing] = useState(false);
  const editorId = useId();
  return (
    <section className={s.group} aria-label={`${name} settings`}>
      <div className={s.groupHead}>
        <h3 className={s.groupTitle}>{name}</h3>
        <span className={s.badge}>{own ? 'Your settings' : 'Built-in defaults'}</span>
      </div>
      <div className={forms.form}>
        <SettingsSummary tool={tool} settings={settings} />
        <Button
          variant="secondary"
          aria-expanded={editing}
          aria-controls={editing ? editorId : undefined}
          onClick={() => setEditing(!editing)}
        >
          {editing ? <ChevronUp size={18} aria-hidden /> : <ChevronDown size={18} aria-hidden />}
          {editing ? `Close ${name} editor` : `Edit ${name} settings`}
        </Button>
        {editing && (
          <div id={editorId}>
            <ToolSettingsEditor tool={tool} settings={settings} />
          </div>
        )}
      </div>
    </section>
  );
}

/** The saved values: per input its default and range, and ShapeJam's shapes. */
function SettingsSummary({ tool, settings }: { tool: ToolKey; settings: FeatureSettings }) {
  return (
    <dl className={s.pairs}>
      {toolInputs(tool).map((name) => {
        const range = settings.inputSettings[name];
        const value = settings.defaultValues[name];
        return (
          <div key={name} className={s.pair}>
            <dt>{INPUT_LABELS[name] ?? name}</dt>
            <dd>
              {value ?? '-'}
              {range && (
                <span className={s.muted}>
                  {' '}
                  ({range.min}–{range.max}, step {range.step})
                </span>
              )}
            </dd>
          </div>
        );
      })}
      {settings.shapes && (
        <div className={s.pair}>
          <dt>Shapes</dt>
          <dd>{settings.shapes.join(', ')}</dd>
        </div>
      )}
    </dl>
  );
}

/** A draft of one tool's settings: Reset puts the built-in ones in it, Save stores it. */
function ToolSettingsEditor({ tool, settings }: { tool: ToolKey; settings: FeatureSettings }) {
  const [draft, setDraft] = useState(() => normaliseFeatureSettings(tool, settings));
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const saved = await saveToolSettings(tool, draft, (id, next) =>
      updateUser(id, (u) => ({ settings: { ...u.settings, [tool]: next } })),
    );
    if (saved) setDraft(saved);
    setSaving(false);
  };
  return (
    <div className={forms.form}>
      <SettingsEditor tool={tool} value={draft} onChange={setDraft} />
      <Button block disabled={saving} onClick={() => void save()}>
        Save settings
      </Button>
      <Button block variant="secondary" onClick={() => setDraft(defaultFeatureSettings(tool))}>
        Reset to defaults
      </Button>
    </div>
  );
}
