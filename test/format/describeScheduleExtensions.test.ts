import { describe, expect, test } from 'vitest';
import { describeScheduleExtensions } from '../../src/format/describeScheduleExtensions';

describe('describeScheduleExtensions', () => {
  test('nothing to say for none', () => {
    expect(describeScheduleExtensions(0)).toBeUndefined();
    expect(describeScheduleExtensions(undefined)).toBeUndefined();
    expect(describeScheduleExtensions(-1)).toBeUndefined();
    expect(describeScheduleExtensions(Number.NaN)).toBeUndefined();
    expect(describeScheduleExtensions('x' as unknown as number)).toBeUndefined();
  });

  test('once, twice, n times', () => {
    expect(describeScheduleExtensions(1)).toBe("extended once to fit the subscriber's schedule");
    expect(describeScheduleExtensions(2)).toBe("extended twice to fit the subscriber's schedule");
    expect(describeScheduleExtensions(3)).toBe("extended 3 times to fit the subscriber's schedule");
  });

  test('the count follows an English locale only', () => {
    expect(describeScheduleExtensions(1200, { locale: 'de' })).toBe(
      "extended 1,200 times to fit the subscriber's schedule",
    );
  });
});
