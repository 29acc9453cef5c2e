const STORAGE_KEY = 'nyaya.liveDataSaver';

/**
 * "Data saver: audio only" on the live stream (issue 41): a choice about this device's link, not about who is
 * signed in, so it outlives a sign-out as the language does.
 */
export const dataSaverChosen = () => localStorage.getItem(STORAGE_KEY) === 'on';

export function chooseDataSaver(on: boolean): void {
  localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
}
