import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chooseDataSaver, dataSaverChosen } from '../../../lib/data-saver';
import { forgetSession } from './logout';

describe('signing out on this device', () => {
  it('forgets what it held of the session and keeps the device’s own choices', () => {
    localStorage.setItem('nyaya.savedCases', '{"userId":"u1","cases":[]}');
    sessionStorage.setItem('nyaya.somethingOfTheSession', 'x');
    chooseDataSaver(true);
    forgetSession(new QueryClient());
    expect(localStorage.getItem('nyaya.savedCases')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(dataSaverChosen()).toBe(true);
    expect(localStorage.getItem('nyaya.language')).toBe('en');
  });
});
