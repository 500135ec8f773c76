import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ToolKey } from '@handyq/domain';
import { BUILT_IN_SHAPES, defaultFeatureSettings, type FeatureSettings } from '@handyq/domain';
import { useSession, type SessionUser } from '../stores/session';
import { useToastStore } from '../stores/toast';
import { SettingsEditor, saveToolSettings } from './settings-editor';

/** The editor as a page uses it: a draft in state, and a Reset that puts the built-ins in it. */
function Harness({
  tool,
  initial,
  seen,
}: {
  tool: ToolKey;
  initial?: FeatureSettings;
  seen: FeatureSettings[];
}) {
  const [draft, setDraft] = useState(() => initial ?? defaultFeatureSettings(tool));
  seen.push(draft);
  return (
    <>
      <button onClick={() => setDraft(defaultFeatureSettings(tool))}>Reset to defaults</button>
      <SettingsEditor tool={tool} value={draft} onChange={setDraft} />
    </>
  );
}

function setup(tool: ToolKey = 'holdOn', initial?: FeatureSettings) {
  const seen: FeatureSettings[] = [];
  render(<Harness tool={tool} initial={initial} seen={seen} />);
  return { latest: () => seen[seen.length - 1]! };
}

const slider = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const move = (name: string, value: number) =>
  fireEvent.change(slider(name), { target: { value: String(value) } });

describe('SettingsEditor', () => {
  it('has a minimum, maximum, step and default slider per input, named and with its number', () => {
    setup('holdOn');
    for (const input of ['Get ready time', 'Sets', 'Rest time', 'Hold time']) {
      for (const what of ['minimum', 'maximum', 'step', 'default']) {
        expect(slider(`${input} ${what}`).type).toBe('range');
      }
    }
    const hold = screen.getByRole('group', { name: 'Hold time' });
    expect(within(hold).getByText('60 s')).toBeTruthy();
    // min and max move within the absolute limits
    expect(slider('Hold time minimum').min).toBe('5');
    expect(slider('Hold time maximum').max).toBe('400');
  });

  it('limits the step to the range width', () => {
    const { latest } = setup('holdOn');
    expect(slider('Hold time step').min).toBe('1');
    expect(slider('Hold time step').max).toBe('85'); // 90 − 5
    move('Hold time step', 200);
    expect(latest().inputSettings.holdTime!.step).toBeLessThanOrEqual(85);

    move('Hold time minimum', 88);
    expect(latest().inputSettings.holdTime).toEqual({ min: 88, max: 90, step: 2 });
    expect(slider('Hold time step').max).toBe('2');
  });

  it('clamps the default into the range when the slider is left, aligning the range to it', () => {
    const { latest } = setup('holdOn');
    move('Hold time minimum', 72);
    expect(latest().defaultValues.holdTime).toBe(60); // still the draft's until blur
    fireEvent.blur(slider('Hold time minimum'));
    expect(latest().defaultValues.holdTime).toBe(72);
    expect(latest().inputSettings.holdTime).toEqual({ min: 72, max: 92, step: 5 });

    move('Hold time maximum', 80);
    expect(latest().defaultValues.holdTime).toBe(72);
    fireEvent.blur(slider('Hold time maximum'));
    expect(latest().defaultValues.holdTime).toBe(72);
    expect(latest().inputSettings.holdTime).toEqual({ min: 72, max: 82, step: 5 });
  });

  it('Reset puts the built-in defaults back into the draft', () => {
    const { latest } = setup('drillDJ');
    move('Slide time maximum', 40);
    move('Reps default', 7);
    expect(latest()).not.toEqual(defaultFeatureSettings('drillDJ'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(latest()).toEqual(defaultFeatureSettings('drillDJ'));
    expect(slider('Slide time maximum').value).toBe('10');
  });

  it('shows the built-in values for inputs the saved settings lack', () => {
    setup('holdOn', {
      inputSettings: { holdTime: { min: 10, max: 120, step: 10 } },
      defaultValues: { holdTime: 40 },
    });
    expect(slider('Hold time default').value).toBe('40');
    expect(slider('Rest time maximum').value).toBe('90');
  });

  it('ShapeJam: adds custom shapes cleaned, ignores repeats, removes only custom ones', () => {
    const { latest } = setup('shapeJam');
    const field = screen.getByLabelText('Custom shape');
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();

    fireEvent.change(field, { target: { value: '  Star ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add shape' }));
    expect(latest().shapes).toEqual([...BUILT_IN_SHAPES, 'star']);
    expect((field as HTMLInputElement).value).toBe('');

    for (const raw of ['Tuck', 'STAR', '   ']) {
      fireEvent.change(field, { target: { value: raw } });
      fireEvent.keyDown(field, { key: 'Enter' });
    }
    expect(latest().shapes).toEqual([...BUILT_IN_SHAPES, 'star']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove star' }));
    expect(latest().shapes).toEqual([...BUILT_IN_SHAPES]);
  });
});

describe('saveToolSettings', () => {
  const user = { _id: 'u1', fullname: 'Ada', email: 'ada@example.com', isAdmin: false } as SessionUser;
  const toastText = () => useToastStore.getState().toast?.txt;
  const messy: FeatureSettings = {
    inputSettings: { holdTime: { min: 12, max: 88, step: 5 } },
    defaultValues: { holdTime: 60 },
  };
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    act(() => {
      useSession.setState({ user: null });
      useToastStore.getState().close();
    });
    jest.restoreAllMocks();
  });

  it('asks a visitor to log in and saves nothing', async () => {
    act(() => useSession.setState({ user: null }));
    const put = jest.fn();
    expect(await saveToolSettings('holdOn', messy, put)).toBeNull();
    expect(put).not.toHaveBeenCalled();
    expect(toastText()).toBe('Please log in to save your settings.');
  });

  it('saves the normalised draft for the logged-in user', async () => {
    act(() => useSession.setState({ user }));
    const put = jest.fn().mockResolvedValue(undefined);
    const saved = await saveToolSettings('holdOn', messy, put);
    expect(saved!.inputSettings.holdTime).toEqual({ min: 10, max: 90, step: 5 });
    expect(saved!.inputSettings.numSets).toEqual({ min: 1, max: 10, step: 1 });
    expect(put).toHaveBeenCalledWith('u1', saved);
    expect(toastText()).toBe('Settings saved successfully!');
  });

  it('says so when saving fails', async () => {
    act(() => useSession.setState({ user }));
    const put = jest.fn().mockRejectedValue(new Error('offline'));
    expect(await saveToolSettings('holdOn', messy, put)).toBeNull();
    expect(toastText()).toBe('Something went wrong.');
  });
});
