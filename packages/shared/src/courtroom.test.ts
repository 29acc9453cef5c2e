import { describe, expect, it } from 'vitest';
import { SIMULCAST, externalDevices, gridColumns, simulcastLayerFor } from './courtroom.ts';

describe('gridColumns (spec.md §9 "Participant grid")', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
    [12, 4],
  ])('%i tiles → %i columns', (tiles, columns) => {
    expect(gridColumns(tiles)).toBe(columns);
  });
});

describe('externalDevices (spec.md §6: built-in, virtual and integrated devices filtered out)', () => {
  const device = (label: string) => ({ label, deviceId: label });

  it('keeps USB cameras and drops built-in, integrated, virtual and alias devices', () => {
    const devices = [
      device('Logitech BRIO (046d:085e)'),
      device('Integrated Camera (04f2:b6ea)'),
      device('FaceTime HD Camera (Built-in)'),
      device('OBS Virtual Camera'),
      device('Default - Microphone Array (Realtek)'),
      device('Communications - Headset'),
      device('Jabra PanaCast 20'),
      device(''),
      device('Poly Studio P5'),
    ];
    expect(externalDevices(devices).map((d) => d.label)).toEqual([
      'Logitech BRIO (046d:085e)',
      'Jabra PanaCast 20',
      'Poly Studio P5',
    ]);
  });
});

describe('simulcastLayerFor (a received video gets the layer its drawn size needs)', () => {
  it.each([
    [0, 0],
    [319, 0],
    [320, 1],
    [639, 1],
    [640, 2],
    [2560, 2],
  ])('%i device pixels wide → layer %i', (width, layer) => {
    expect(simulcastLayerFor(width)).toBe(layer);
  });

  it('has a layer for every width, each a size the one above it halves', () => {
    expect(SIMULCAST.minTileWidth).toHaveLength(SIMULCAST.layers.length);
    expect(SIMULCAST.layers.map((layer) => layer.scaleResolutionDownBy)).toEqual([4, 2, 1]);
  });
});
