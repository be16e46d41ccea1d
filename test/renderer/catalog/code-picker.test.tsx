import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { CodeIndex } from '../../../app/catalog/code-suggest.ts';
import { CodePickerField } from '../../../renderer/src/catalog/CodePicker.tsx';
import { renderWithApp } from '../support/render.tsx';

// The picker field as the SKU matrix uses it, in Chromium: the combobox pattern's attributes,
// typing that opens and filters the list, arrows, Enter, Escape, Alt+Down / Alt+Up, codes left
// out, and the count of options beyond those shown.

const colors = new CodeIndex([
  { code: 'NV', name: 'Navy' },
  { code: 'NB', name: 'Navy blue' },
  { code: 'RN', name: 'Rain' },
  { code: 'BK', name: 'Black' },
]);

function Field(props: { index: CodeIndex; exclude?: ReadonlySet<string>; picked: string[] }) {
  const [value, setValue] = useState('');
  return (
    <CodePickerField
      label="Color code"
      grid="colors"
      index={props.index}
      exclude={props.exclude ?? new Set()}
      value={value}
      onChange={setValue}
      onPick={(code) => {
        props.picked.push(code);
        setValue('');
      }}
    />
  );
}

const optionCodes = () =>
  [...document.querySelectorAll('[role=listbox] .code-option-code')].map((o) => o.textContent);

describe('CodePickerField', () => {
  it('filters as one types, moves with the arrows and picks with Enter', async () => {
    const picked: string[] = [];
    const screen = await renderWithApp(<Field index={colors} picked={picked} />);
    const box = screen.getByRole('combobox', { name: 'Color code' });
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
    await box.click();
    await userEvent.keyboard('n');
    await expect.element(box).toHaveAttribute('aria-expanded', 'true');
    // Codes starting with N, then those holding it.
    await expect.poll(optionCodes).toEqual(['NB', 'NV', 'RN']);
    await expect.element(screen.getByRole('listbox', { name: 'Known color codes' })).toBeVisible();
    expect(box.element().getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = box.element().getAttribute('aria-activedescendant') ?? '';
    expect(document.getElementById(active)?.textContent).toContain('NV');
    await expect
      .element(screen.getByRole('option', { name: /NV/ }))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(picked).toEqual(['NV']);
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape and Alt+Up close the list and keep the text; Alt+Down lists every code', async () => {
    const picked: string[] = [];
    const screen = await renderWithApp(
      <Field index={colors} exclude={new Set(['NV'])} picked={picked} />,
    );
    const box = screen.getByRole('combobox', { name: 'Color code' });
    await box.click();
    await userEvent.keyboard('b');
    await expect.poll(optionCodes).toEqual(['BK', 'NB']);
    await userEvent.keyboard('{Escape}');
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
    await expect.element(box).toHaveValue('b');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    // Every known code but the one left out, by code.
    await expect.poll(optionCodes).toEqual(['BK', 'NB', 'RN']);
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
    expect(picked).toEqual([]);
  });

  it('shows the first 50 of 2,000 codes and counts the rest; a click picks', async () => {
    const many = new CodeIndex(
      Array.from({ length: 2000 }, (_, i) => ({
        code: `C${String(i).padStart(4, '0')}`,
        name: '',
      })),
    );
    const picked: string[] = [];
    const screen = await renderWithApp(<Field index={many} picked={picked} />);
    await screen.getByRole('combobox', { name: 'Color code' }).click();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect.poll(() => optionCodes().length).toBe(50);
    await expect.element(screen.getByText('…and 1,950 more: type to narrow')).toBeVisible();
    await userEvent.keyboard('c19');
    await expect.poll(() => optionCodes().length).toBe(50);
    await expect.element(screen.getByText('…and 50 more: type to narrow')).toBeVisible();
    await userEvent.keyboard('99');
    await expect.poll(optionCodes).toEqual(['C1999']);
    await screen.getByRole('option', { name: /C1999/ }).click();
    expect(picked).toEqual(['C1999']);
  });
});
