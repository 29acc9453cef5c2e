export const DATA_SAVER_STORAGE_KEY = 'nyaya.liveDataSaver';

/**
 * "Data saver: audio only" on the live stream and the recordings (issue 41): a choice about this device's link, not
 * about who is signed in, so it outlives a sign-out as the language does. (Its key dates from when only the live
 * stream had it: renaming it would forget the choice.)
 */
export const dataSaverChosen = () => localStorage.getItem(DATA_SAVER_STORAGE_KEY) === 'on';

export function chooseDataSaver(on: boolean): void {
  localStorage.setItem(DATA_SAVER_STORAGE_KEY, on ? 'on' : 'off');
}
