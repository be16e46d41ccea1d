/// <reference types="vite/client" />
import type { KikanApi } from '../app/ipc/api.ts';

// window.kikan is the only way to main: the preload provides it in Electron, the loopback test
// bridge's shim in a plain browser.
declare global {
  interface Window {
    readonly kikan: KikanApi;
  }
}

export {};
