import type { PublicUser } from '@nyaya/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from './api-client';
import { setUser, useUser } from './auth';
import { changeLanguage, currentSiteLanguage, languageChosenHere } from './i18n';

/**
 * Keeps the signed-in user's stored language (in which the server writes their e-mails and codes) and the site's
 * the same: a browser with no choice of its own takes the account's; a language chosen here is saved to the account.
 */
export function useAccountLanguage(): void {
  const user = useUser().data;
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user) return;
    if (!languageChosenHere()) {
      void changeLanguage(user.language);
      return;
    }
    const language = currentSiteLanguage();
    if (language === user.language) return;
    void api
      .put<PublicUser>('/users/me/language', { language })
      .then((updated) => setUser(queryClient, updated))
      .catch(() => undefined);
  }, [user, i18n.language, queryClient]);
}
