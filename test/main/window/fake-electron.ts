// A recording stand-in for the parts of the `electron` module the window factory and session
// setup use. No Electron binary runs on this machine (its download is outside the npm registry),
// so these tests check what our code asks of Electron, not Electron itself.

type Listener = (...args: unknown[]) => void;

export class FakeWebContents {
  readonly listeners = new Map<string, Listener[]>();
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  loadedUrl: string | null = null;
  readonly mainFrame = { url: 'kikan://app/index.html' };
  readonly sent: { channel: string; payload: unknown }[] = [];

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  isDestroyed(): boolean {
    return false;
  }
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }
  /** Fires an event the way Electron would and reports whether a listener prevented it. */
  fire(event: string, ...args: unknown[]): boolean {
    let prevented = false;
    const eventObject = {
      preventDefault: () => {
        prevented = true;
      },
    };
    for (const listener of this.listeners.get(event) ?? []) listener(eventObject, ...args);
    return prevented;
  }
}

export class FakeBrowserWindow {
  static created: FakeBrowserWindow[] = [];
  readonly options: Record<string, unknown>;
  readonly webContents = new FakeWebContents();
  readonly onceListeners = new Map<string, Listener>();
  shown = false;

  constructor(options: Record<string, unknown>) {
    this.options = options;
    FakeBrowserWindow.created.push(this);
  }
  loadURL(url: string): Promise<void> {
    this.webContents.loadedUrl = url;
    return Promise.resolve();
  }
  once(event: string, listener: Listener): this {
    this.onceListeners.set(event, listener);
    return this;
  }
  show(): void {
    this.shown = true;
  }
  maximized = false;
  maximize(): void {
    this.maximized = true;
  }
}

export class FakeSession {
  permissionRequestHandler:
    ((wc: unknown, permission: string, callback: (granted: boolean) => void) => void) | null = null;
  permissionCheckHandler: ((...args: unknown[]) => boolean) | null = null;
  devicePermissionHandler: ((...args: unknown[]) => boolean) | null = null;
  headersListener:
    | ((
        details: { url: string; responseHeaders?: Record<string, string[]> },
        cb: (r: { responseHeaders?: Record<string, string[]> }) => void,
      ) => void)
    | null = null;
  requestListener:
    ((details: { url: string }, cb: (r: { cancel?: boolean }) => void) => void) | null = null;

  setPermissionRequestHandler(handler: NonNullable<FakeSession['permissionRequestHandler']>): void {
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler: NonNullable<FakeSession['permissionCheckHandler']>): void {
    this.permissionCheckHandler = handler;
  }
  setDevicePermissionHandler(handler: NonNullable<FakeSession['devicePermissionHandler']>): void {
    this.devicePermissionHandler = handler;
  }
  readonly webRequest = {
    onHeadersReceived: (listener: NonNullable<FakeSession['headersListener']>): void => {
      this.headersListener = listener;
    },
    onBeforeRequest: (listener: NonNullable<FakeSession['requestListener']>): void => {
      this.requestListener = listener;
    },
  };
}
