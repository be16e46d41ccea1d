import { describe, expect, it } from 'vitest';
import { DataFolderUnsafeError } from '../../../main/store/index.ts';
import { startFailureDialog } from '../../../main/window/start-failure.ts';

describe('the start-failure dialog', () => {
  const error = new DataFolderUnsafeError('/home/a/.config/Kikan Desk', 'writable_by_others');

  it('names the reason and the data folder in English', () => {
    const box = startFailureDialog('en-GB', error, '/home/a/.config/Kikan Desk');
    expect(box.title).toBe('Kikan Desk could not start');
    expect(box.content).toContain(
      'Reason: The data folder /home/a/.config/Kikan Desk cannot be used',
    );
    expect(box.content).toContain('Data folder: /home/a/.config/Kikan Desk');
  });

  it('speaks Japanese on a Japanese system', () => {
    const box = startFailureDialog('ja', error, 'C:\\Users\\a\\AppData\\Roaming\\Kikan Desk');
    expect(box.title).toBe('Kikan Desk を起動できませんでした');
    expect(box.content).toContain('データフォルダー: C:\\Users\\a\\AppData\\Roaming\\Kikan Desk');
    expect(box.content).toContain('理由: ');
  });

  it('shows a thrown value that is not an Error as text', () => {
    expect(startFailureDialog('en-US', 'core gone', '/d').content).toContain('Reason: core gone');
  });
});
