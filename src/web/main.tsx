import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { AppProviders } from './providers';

// Inertia 3 reads its initial page from <script data-page="app" type="application/json"> (see
// getInitialPageFromDOM in @inertiajs/core); the server writes one only for workbench pages.
const inertiaPage = document.querySelector('script[data-page="app"][type="application/json"]');
const container = document.getElementById('app');

if (inertiaPage) {
  void import('./admin/inertia-app').then(({ mountInertiaApp }) => mountInertiaApp());
} else if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}
