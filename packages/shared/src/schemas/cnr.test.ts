import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from '../messages.ts';
import { cnrField, normalizeCnr } from './cnr.ts';

const cnr = cnrField();
const messageOf = (input: unknown) => cnr.safeParse(input).error?.issues[0]?.message;

describe('cnrField', () => {
  it.each([
    ['DLND010000012024', 'DLND010000012024'],
    ['dlnd010000012024', 'DLND010000012024'],
    ['DLND-01-000001-2024', 'DLND010000012024'],
    [' DLND 01 000001 2024 ', 'DLND010000012024'],
    ['1234-5678-9012-3456', '1234567890123456'],
  ])('accepts %j as %s', (input, parsed) => {
    expect(cnr.parse(input)).toBe(parsed);
  });

  it.each([
    ['DLND-01-000001-202', MESSAGE_CODES.cnrLength],
    ['DLND-01-000001-20245', MESSAGE_CODES.cnrLength],
    ['', MESSAGE_CODES.cnrLength],
    [undefined, MESSAGE_CODES.cnrLength],
    ['DL-1D-010000-012024', MESSAGE_CODES.cnrFormat],
  ])('refuses %j with its message', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });
});

describe('normalizeCnr', () => {
  it('drops hyphens and spaces and upper-cases, keeping anything else for the schema to judge', () => {
    expect(normalizeCnr('dlnd-01 000001-2024/x')).toBe('DLND010000012024/X');
  });
});
