// What a staff member sees when the app cannot start (a store that cannot open, a data folder
// others can write to, a core that will not run): a dialog with the reason and the data folder,
// in the system's language (the language setting lives in the store that may be the problem).

export interface StartFailureDialog {
  title: string;
  content: string;
}

const en = {
  title: 'Kikan Desk could not start',
  reason: 'Reason:',
  folder: 'Data folder:',
  next: 'Fix the problem above, or move the data folder aside to start fresh, then open Kikan Desk again. The logs folder has details.',
};

const ja = {
  title: 'Kikan Desk を起動できませんでした',
  reason: '理由:',
  folder: 'データフォルダー:',
  next: '上記の問題を解決するか、データフォルダーを別の場所へ移して新しく始めてから、もう一度 Kikan Desk を開いてください。詳しくはログフォルダーにあります。',
};

export function startFailureDialog(
  systemLocale: string,
  error: unknown,
  dataFolder: string,
): StartFailureDialog {
  const text = systemLocale.toLowerCase().startsWith('ja') ? ja : en;
  const reason = error instanceof Error ? error.message : String(error);
  return {
    title: text.title,
    content: `${text.reason} ${reason}\n\n${text.folder} ${dataFolder}\n\n${text.next}`,
  };
}
