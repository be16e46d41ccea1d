// Runs in the page before each component test file: the app's stylesheet, so what a test sees
// (visibility, layout) is what the app shows, and zod without eval, as under the app's CSP.
import 'vitest-browser-react';
import { z } from 'zod';
import '../../../renderer/src/styles/app.css';

z.config({ jitless: true });
