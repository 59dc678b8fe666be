import { describe, expect, it } from 'vitest';
import { isObjectId } from '../../src/api/ids';

describe('isObjectId', () => {
  it.each(['65f1c0ffee0ddba11cafe001', '65F1C0FFEE0DDBA11CAFE001', '000000000000000000000000'])('accepts %s', (id) => {
    expect(isObjectId(id)).toBe(true);
  });

  it.each([
    ['too short', '65f1c0ffee0ddba11cafe00'],
    ['too long', '65f1c0ffee0ddba11cafe0011'],
    ['not hex', '65f1c0ffee0ddba11cafe00g'],
    ['comma-joined', '65f1c0ffee0ddba11cafe001,65f1c0ffee0ddba11cafe002'],
    ['padded', ' 65f1c0ffee0ddba11cafe001'],
    ['a trailing newline', '65f1c0ffee0ddba11cafe001\n'],
    ['empty', ''],
    ['a number', 1],
    ['null', null],
  ])('refuses %s', (_, value) => {
    expect(isObjectId(value)).toBe(false);
  });
});
