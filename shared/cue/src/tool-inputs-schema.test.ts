import { TOOL_KEYS } from '@handyq/domain';
import { defaultInputs } from './inputs';
import { favoritesByToolSchema, toolInputsSchemas } from '@handyq/domain/schemas/features';

const favorite = (inputs: unknown) => ({ name: 'Mine', dateCreated: 1_700_000_000_000, inputs });

describe('favorites inputs, checked per tool', () => {
  it.each(TOOL_KEYS)('%s: the Coach Kit’s own inputs pass unchanged', (tool) => {
    const inputs = defaultInputs(tool);
    expect(toolInputsSchemas[tool].parse(inputs)).toEqual(inputs);
    const all = favoritesByToolSchema.parse({ [tool]: [favorite(inputs)] });
    expect(all[tool]?.[0]?.inputs).toEqual(inputs);
  });

  it('keeps edited inputs: custom shapes, nested callouts, another drill type', () => {
    const shapeJam = {
      ...defaultInputs('shapeJam'),
      shapes: [
        { shape: 'Frog', holdTime: 3 },
        { shape: 'pike', holdTime: 2 },
      ],
    };
    expect(toolInputsSchemas.shapeJam.parse(shapeJam).shapes).toEqual([
      { shape: 'frog', holdTime: 3 },
      { shape: 'pike', holdTime: 2 },
    ]);
    const drill = defaultInputs('drillDJ');
    drill.drillType = 'float';
    drill.drillConfigs.float.callout = {
      type: 'switch',
      afterReps: 4,
      callout: { type: 'both', afterReps: 2 },
    };
    expect(toolInputsSchemas.drillDJ.parse(drill)).toEqual(drill);
  });

  it('an older favorite with only some inputs still loads (the kit fills in the rest)', () => {
    expect(favoritesByToolSchema.parse({ holdOn: [favorite({ holdTime: 30 })] }).holdOn?.[0]?.inputs).toEqual(
      {
        holdTime: 30,
      },
    );
  });

  it.each([
    [
      'a nested object where a number goes',
      { holdOn: [favorite({ holdTime: { a: { a: 1 } } })] },
      'holdOn.0.inputs.holdTime',
    ],
    ['a huge number', { holdOn: [favorite({ restTime: 1e308 })] }, 'holdOn.0.inputs.restTime'],
    [
      'a text where a number goes',
      { entryBuddy: [favorite({ entryCount: '5' })] },
      'entryBuddy.0.inputs.entryCount',
    ],
    ['an unknown drill type', { drillDJ: [favorite({ drillType: 'jump' })] }, 'drillDJ.0.inputs.drillType'],
    [
      'too many shapes',
      { shapeJam: [favorite({ shapes: Array(51).fill({ shape: 'tuck', holdTime: 1 }) })] },
      'shapeJam.0.inputs.shapes',
    ],
    [
      'a shape name of 41 letters',
      { shapeJam: [favorite({ shapes: [{ shape: 'x'.repeat(41), holdTime: 1 }] })] },
      'shapeJam.0.inputs.shapes.0.shape',
    ],
  ])('refuses %s, naming the field', (_what, value, field) => {
    const result = favoritesByToolSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });

  it('drops fields no tool has instead of storing them', () => {
    const parsed = favoritesByToolSchema.parse({
      holdOn: [favorite({ holdTime: 30, junk: { deep: [1, 2, 3] } })],
    });
    expect(parsed.holdOn?.[0]?.inputs).toEqual({ holdTime: 30 });
  });
});
