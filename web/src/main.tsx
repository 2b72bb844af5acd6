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
