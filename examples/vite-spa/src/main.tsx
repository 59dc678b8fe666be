import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startMockService } from './mockService';
import 'inbox-kit/styles.css';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The mock answers in the browser until your proxy does: when /api/inbox is your server, call
// render() alone and delete mockService.ts.
void startMockService().then(render);
