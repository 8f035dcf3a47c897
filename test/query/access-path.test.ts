import { expect, it } from 'vitest';
import { accessPath } from '../../src/service/access-path.js';

it('walks the order when matches are common and the page shallow, collects them otherwise', () => {
  expect(accessPath(362_000, 1_000_000, 0, 50)).toBe('order');
  expect(accessPath(750_000, 1_000_000, 9_900, 100)).toBe('order');
  expect(accessPath(206, 1_000_000, 0, 50)).toBe('filter');
  expect(accessPath(20_000, 1_000_000, 9_950, 50)).toBe('filter');
  expect(accessPath(0, 1_000_000, 0, 10)).toBe('filter');
});
