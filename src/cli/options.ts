/**
 * Option value parsers shared by the `catalog` command and the bench, so both refuse a bad value
 * with the same message.
 */
import { InvalidArgumentError } from 'commander';

export const positiveInt = (name: string) => (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) throw new InvalidArgumentError(`${name} must be a positive integer`);
  return Number(value);
};
