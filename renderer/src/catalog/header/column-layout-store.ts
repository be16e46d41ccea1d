import type {
  CatalogColumnLayout,
  CatalogColumnLayouts,
} from '../../../../app/catalog/column-layout.ts';
import { VIEW_NAMES, type ViewName } from '../model/view.ts';
import { defaultLayout, normaliseLayout, type ColumnLayout } from '../model/column-layout.ts';

// The column layouts of the catalog views, per connection, for the whole window (as the catalog
// store holds the drafts): read from main once per connection, changed here at once, and saved
// to main in the order they were made (one save at a time, so an older layout never lands after
// a newer one). A view changed before the read answered keeps its change.

export type Layouts = Record<ViewName, ColumnLayout>;

export interface LayoutIo {
  load: (profileId: string) => Promise<CatalogColumnLayouts>;
  save: (profileId: string, view: ViewName, layout: CatalogColumnLayout) => Promise<unknown>;
}

const defaults = (): Layouts => ({
  brands: defaultLayout('brands'),
  colors: defaultLayout('colors'),
  products: defaultLayout('products'),
  skus: defaultLayout('skus'),
});

export class ColumnLayoutStore {
  private readonly io: LayoutIo;
  private readonly held = new Map<string, Layouts>();
  private readonly touched = new Map<string, Set<ViewName>>();
  private readonly loading = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private saving: Promise<unknown> = Promise.resolve();

  constructor(io: LayoutIo) {
    this.io = io;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The connection's layouts (the defaults until main's answer is in). */
  layouts(profileId: string): Layouts {
    let held = this.held.get(profileId);
    if (held === undefined) {
      held = defaults();
      this.held.set(profileId, held);
      if (profileId !== '') this.load(profileId);
    }
    return held;
  }

  /**
   * Sets a view's layout. `save: false` for the steps of a drag (shown at once, saved when the
   * drag ends with a last call that saves).
   */
  set(profileId: string, view: ViewName, layout: ColumnLayout, save = true): void {
    const held = this.layouts(profileId);
    this.held.set(profileId, { ...held, [view]: layout });
    this.touchedOf(profileId).add(view);
    this.emit();
    if (!save) return;
    this.saving = this.saving
      .then(() => this.io.save(profileId, view, layout))
      // A failed save leaves the layout on screen; the next change saves the whole layout again.
      .catch(() => undefined);
  }

  /** Resolves when every save asked for so far has been answered. */
  settled(): Promise<unknown> {
    return this.saving;
  }

  private touchedOf(profileId: string): Set<ViewName> {
    let set = this.touched.get(profileId);
    if (set === undefined) {
      set = new Set();
      this.touched.set(profileId, set);
    }
    return set;
  }

  private load(profileId: string): void {
    if (this.loading.has(profileId)) return;
    this.loading.add(profileId);
    this.io.load(profileId).then(
      (stored) => {
        const held = this.held.get(profileId) ?? defaults();
        const touched = this.touchedOf(profileId);
        const next = { ...held };
        for (const view of VIEW_NAMES) {
          if (!touched.has(view)) next[view] = normaliseLayout(view, stored[view]);
        }
        this.held.set(profileId, next);
        this.emit();
      },
      () => {
        // Unreadable: the defaults stay for this window; changes made are still saved.
        this.loading.delete(profileId);
      },
    );
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
