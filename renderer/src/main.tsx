// The app-wide styles first: screens' own stylesheets come after them in the cascade.
import './styles/app.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { createQueryClient } from './lib/queries.ts';
import { App } from './App.tsx';
import { startCatalogEarly } from './catalog/early-start.ts';

// The CSP forbids eval; without this zod would probe `new Function` and log a violation.
z.config({ jitless: true });

const queryClient = createQueryClient();
startCatalogEarly(queryClient, location.hash);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
