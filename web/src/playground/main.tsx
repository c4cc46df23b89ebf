import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Playground } from './Playground';

const container = document.getElementById('playground');
if (!container) throw new Error('The page has no #playground element.');

createRoot(container).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
);
