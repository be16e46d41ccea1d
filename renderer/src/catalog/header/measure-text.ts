// Text widths for "fit width", measured in the grid itself: a hidden span inside one of its
// cells (or headers) takes that cell's font, so a text measures as the cell draws it (a canvas
// picks its own fallback font for Japanese and measured such names short).

export function measureIn(sample: Element | null, texts: readonly string[]): number[] {
  if (sample === null) return texts.map((text) => text.length * 8);
  const probe = document.createElement('span');
  probe.style.cssText = 'position:absolute;visibility:hidden;white-space:pre;left:0;top:0';
  sample.appendChild(probe);
  const widths = texts.map((text) => {
    probe.textContent = text;
    return probe.getBoundingClientRect().width;
  });
  probe.remove();
  return widths;
}
