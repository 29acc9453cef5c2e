import { LOW_RENDITION } from '@nyaya/shared';
import { describe, expect, it } from 'vitest';
import {
  LINK_HEADROOM,
  STALL_HOLD_MS,
  pickVersion,
  type OfferedVersions,
  type PlayerConditions,
} from './pick-version';

const SOURCE_RATE = 2_400_000;
const ladder: OfferedVersions = {
  source: { url: '/file/t', bitsPerSecond: SOURCE_RATE },
  low: { url: '/file/t?version=low', bitsPerSecond: 470_000 },
  audio: { url: '/file/t?version=audio', bitsPerSecond: 66_000 },
};
const NOW = 1_000_000;
/** A laptop on a good link with nothing chosen. */
const good: PlayerConditions = {
  dataSaver: false,
  choice: 'auto',
  downlinkBitsPerSecond: 10_000_000,
  playerHeightPx: 720,
  stalledAt: undefined,
  now: NOW,
  playing: undefined,
};

describe('the version a recording plays in', () => {
  it('is the recording as made on a link that carries it with headroom, and low just below that', () => {
    expect(pickVersion(ladder, good)).toBe('source');
    const enough = SOURCE_RATE * LINK_HEADROOM;
    expect(pickVersion(ladder, { ...good, downlinkBitsPerSecond: enough })).toBe('source');
    expect(pickVersion(ladder, { ...good, downlinkBitsPerSecond: enough - 1 })).toBe('low');
  });

  it('starts low on 3G and 2G, and where the browser has no estimate of the link', () => {
    expect(pickVersion(ladder, { ...good, downlinkBitsPerSecond: 750_000 })).toBe('low');
    expect(pickVersion(ladder, { ...good, downlinkBitsPerSecond: 250_000 })).toBe('low');
    expect(pickVersion(ladder, { ...good, downlinkBitsPerSecond: undefined })).toBe('low');
  });

  it('is never sharper than the player can show', () => {
    expect(pickVersion(ladder, { ...good, playerHeightPx: LOW_RENDITION.height })).toBe('low');
    expect(pickVersion(ladder, { ...good, playerHeightPx: LOW_RENDITION.height + 1 })).toBe('source');
  });

  it('climbs when the estimate rises, and stays up while it wavers, until a stall', () => {
    const slow = { ...good, downlinkBitsPerSecond: 750_000 };
    expect(pickVersion(ladder, { ...slow, playing: 'low' })).toBe('low');
    expect(pickVersion(ladder, { ...good, playing: 'low' })).toBe('source');
    expect(pickVersion(ladder, { ...slow, playing: 'source' })).toBe('source');
    expect(pickVersion(ladder, { ...slow, playing: 'source', stalledAt: NOW })).toBe('low');
  });

  it('goes low for a while after a stall, then tries the recording as made again', () => {
    const stalled = { ...good, stalledAt: NOW - 1000 };
    expect(pickVersion(ladder, stalled)).toBe('low');
    expect(pickVersion(ladder, { ...stalled, now: NOW - 1000 + STALL_HOLD_MS })).toBe('source');
  });

  it('is the sound alone with Data saver, whatever the link or the choice', () => {
    expect(pickVersion(ladder, { ...good, dataSaver: true })).toBe('audio');
    expect(pickVersion(ladder, { ...good, dataSaver: true, choice: 'source' })).toBe('audio');
  });

  it('is what the person chose, even on a link too slow for it', () => {
    expect(pickVersion(ladder, { ...good, choice: 'low' })).toBe('low');
    expect(pickVersion(ladder, { ...good, choice: 'source', downlinkBitsPerSecond: 250_000 })).toBe('source');
  });

  it('is the recording as made while no other version is made yet', () => {
    const asMade: OfferedVersions = { source: ladder.source };
    expect(pickVersion(asMade, { ...good, downlinkBitsPerSecond: 250_000 })).toBe('source');
    expect(pickVersion(asMade, { ...good, dataSaver: true })).toBe('source');
    // A recording no taller than the low version has only its sound made.
    expect(pickVersion({ ...asMade, audio: ladder.audio }, { ...good, dataSaver: true })).toBe('audio');
  });
});
