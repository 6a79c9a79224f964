import { describe, it, expect } from 'vitest';
import { isEmpty } from '../../../api/src/validation/index';

describe('isEmpty', () => {
  it.each([
    ['empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['empty object literal', {}],
    ['null-prototype object', Object.create(null) as object],
  ])('%s is empty', (_label, v) => expect(isEmpty(v)).toBe(true));

  it.each([
    ['0', 0],
    ['false', false],
    ['empty array', []],
    ['NaN', Number.NaN],
    ['whitespace string', ' '],
    ['"0"', '0'],
    ['non-empty object', { a: undefined }],
    ['object with only a symbol key', { [Symbol('k')]: 1 }],
    ['Date', new Date(0)],
    ['Map', new Map()],
    ['class instance', new (class Empty {})()],
    ['function', () => undefined],
  ])('%s is not empty', (_label, v) => expect(isEmpty(v)).toBe(false));
});
