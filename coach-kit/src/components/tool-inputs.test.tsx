import { render, screen } from '@testing-library/react';
import { defaultFeatureSettings } from '@handyq/domain';
import { defaultInputs, type ToolInputs } from '@handyq/cue';
import { ToolInputsForm } from './tool-inputs';

const holdOn = (holdTime: number, calloutStep: number) =>
  render(
    <ToolInputsForm
      tool="holdOn"
      inputs={{ ...defaultInputs('holdOn'), holdTime, calloutStep } as ToolInputs<'holdOn'>}
      settings={defaultFeatureSettings('holdOn')}
      onChange={() => {}}
    />,
  );
const shown = () =>
  (screen.getByLabelText('Callout every') as HTMLSelectElement).selectedOptions[0]?.textContent;

describe("HoldOn's 'Callout every'", () => {
  it.each([
    [10, 10, '5 s'],
    [15, 10, '5 s'],
    [20, 10, '10 s'],
    [60, 10, '10 s'],
  ])('on a %i s hold with a step of %i s shows %s: what the timer will call', (hold, step, text) => {
    holdOn(hold, step);
    expect(shown()).toBe(text);
  });

  it('offers nothing past half the hold', () => {
    holdOn(15, 10);
    const options = [...(screen.getByLabelText('Callout every') as HTMLSelectElement).options].map(
      (o) => o.text,
    );
    expect(options).toEqual(['5 s']);
  });
});
