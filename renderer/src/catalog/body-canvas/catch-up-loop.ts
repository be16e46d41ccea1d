// The elements catching up with a scroll behind the canvas (use-body-canvas.ts): after each render
// the body says how many slots are still to move to their rows (drawn-rows.ts slotRows); while
// any are, the next frame lets a few more move (`grow`), and when none are, the canvas may hide
// (`done`).

export class CatchUpLoop {
  private current: { done: () => void; frame: number } | null = null;
  private readonly grow: () => void;

  constructor(grow: () => void) {
    this.grow = grow;
  }

  /** A catch-up starts; `done` is called once the body drew every slot's row. */
  start(done: () => void): void {
    this.stop();
    this.current = { done, frame: 0 };
  }

  /** Stops where it is (nothing more moves, `done` is never called). */
  stop(): void {
    const current = this.current;
    if (current !== null && current.frame !== 0) cancelAnimationFrame(current.frame);
    this.current = null;
  }

  /** After a render of the body: `remaining` slots still draw another row than theirs. */
  drew(remaining: number): void {
    const current = this.current;
    if (current === null) return;
    if (remaining === 0) {
      this.current = null;
      current.done();
    } else if (current.frame === 0) {
      current.frame = requestAnimationFrame(() => {
        current.frame = 0;
        if (this.current === current) this.grow();
      });
    }
  }
}
