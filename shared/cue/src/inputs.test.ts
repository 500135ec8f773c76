import { calloutStepRange, defaultInputs, effectiveCalloutStep, normalizeInputs } from './inputs';

describe('default inputs', () => {
  it('come from the built-in settings', () => {
    expect(defaultInputs('holdOn')).toEqual({
      getReadyTime: 5,
      numSets: 1,
      restTime: 60,
      holdTime: 60,
      calloutStep: 10,
    });
    expect(defaultInputs('entryBuddy')).toEqual({
      getReadyTime: 5,
      numSets: 1,
      restTime: 60,
      entryCount: 5,
      holdTime: 1,
      timeBetween: 2,
    });
    expect(defaultInputs('shapeJam')).toEqual({
      getReadyTime: 5,
      numSets: 1,
      restTime: 60,
      numReps: 5,
      shapes: [
        { shape: 'tuck', holdTime: 1 },
        { shape: 'straight', holdTime: 1 },
      ],
    });
    expect(defaultInputs('drillDJ')).toEqual({
      getReadyTime: 5,
      numSets: 1,
      restTime: 60,
      numReps: 5,
      tickSounds: true,
      drillType: 'slide',
      drillConfigs: {
        slide: { slideDownTime: 4, holdTime: 0, slideUpTime: 4, callout: { type: 'none', afterReps: 3 } },
        float: { floatTime: 5, timeBetweenFloats: 2, callout: { type: 'none', afterReps: 3 } },
        switch: { switchTime: 2, timeBetweenSwitches: 0 },
      },
    });
  });

  it('are a fresh copy each time', () => {
    const a = defaultInputs('shapeJam');
    a.shapes[0]!.holdTime = 9;
    expect(defaultInputs('shapeJam').shapes[0]!.holdTime).toBe(1);
  });
});

describe('HoldOn callout step', () => {
  it('exists only from a 10 s hold, from 5 to half the hold in steps of 5', () => {
    expect(calloutStepRange(5)).toBeNull();
    expect(calloutStepRange(9)).toBeNull();
    expect(calloutStepRange(10)).toEqual({ min: 5, max: 5, step: 5 });
    expect(calloutStepRange(60)).toEqual({ min: 5, max: 30, step: 5 });
    expect(calloutStepRange(95)).toEqual({ min: 5, max: 45, step: 5 });
  });

  it('is snapped into that range', () => {
    expect(effectiveCalloutStep(60, 10)).toBe(10);
    expect(effectiveCalloutStep(60, 12)).toBe(10);
    expect(effectiveCalloutStep(60, 100)).toBe(30);
    expect(effectiveCalloutStep(60, 1)).toBe(5);
    expect(effectiveCalloutStep(5, 10)).toBeNull();
  });
});

describe('normalizeInputs', () => {
  it('fills what a favorite lacks with defaults and clamps numbers to the absolute limits', () => {
    expect(
      normalizeInputs('holdOn', { holdTime: 1000, numSets: 2.6, restTime: 'x', getReadyTime: -4 }),
    ).toEqual({ getReadyTime: 0, numSets: 3, restTime: 60, holdTime: 400, calloutStep: 10 });
    expect(normalizeInputs('entryBuddy', null)).toEqual(defaultInputs('entryBuddy'));
  });

  it('cleans shape names and holds, and keeps the default shapes when fewer than 2 are usable', () => {
    expect(
      normalizeInputs('shapeJam', {
        shapes: [{ shape: '  Pike ', holdTime: 99 }, { shape: 'straddle' }, { shape: '' }, 'tuck'],
      }).shapes,
    ).toEqual([
      { shape: 'pike', holdTime: 30 },
      { shape: 'straddle', holdTime: 1 },
    ]);
    expect(normalizeInputs('shapeJam', { shapes: [{ shape: 'pike', holdTime: 2 }] }).shapes).toEqual(
      defaultInputs('shapeJam').shapes,
    );
  });

  it('reads drill configs and nested callouts, dropping unknown values', () => {
    const d = normalizeInputs('drillDJ', {
      drillType: 'float',
      drillConfigs: {
        float: { floatTime: 3, callout: { type: 'switch', afterReps: 4, callout: { type: 'both' } } },
        slide: { callout: { type: 'sideways' } },
      },
    });
    expect(d.drillType).toBe('float');
    expect(d.drillConfigs.float).toEqual({
      floatTime: 3,
      timeBetweenFloats: 2,
      callout: { type: 'switch', afterReps: 4, callout: { type: 'both', afterReps: 3 } },
    });
    expect(d.drillConfigs.slide.callout).toEqual({ type: 'none', afterReps: 3 });
    expect(normalizeInputs('drillDJ', { drillType: 'jump' }).drillType).toBe('slide');
  });
});
