import fc from 'fast-check';
import { v7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { idFloorAt } from './ids';

describe('idFloorAt', () => {
  it('every id made at a millisecond sorts at or after its floor and before the next one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 - 2 }), fc.integer({ min: 0 }), (ms, seq) => {
        const id = v7({ msecs: ms, seq });
        expect(id >= idFloorAt(ms)).toBe(true);
        expect(id < idFloorAt(ms + 1)).toBe(true);
        expect(idFloorAt(ms) < idFloorAt(ms + 1)).toBe(true);
      }),
    );
  });
});
