import { installValidationMessages } from '@hrms/contracts/validation-messages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import './index.css';

// Form messages worded like the server's 422 answers ("The email field is required.").
installValidationMessages();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);

// The installed app's offline shell (web/public/sw.js). Only a production build serves the files it keeps,
// and only a secure context (https, or localhost) has service workers; without one the app runs as before.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered; the app works without it.', error);
    });
  });
}
