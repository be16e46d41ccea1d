import type { PostProcessorModule } from 'i18next';

// Line breaks that never split a number from its unit (issue 27: "更新 0 / 件" broke across lines
// in Japanese). Every translated sentence passes through this: the space between a number and
// the unit after it becomes a no-break space, and a count word before a number in Japanese
// ("更新 0") is held to it too. Only spaces touching a digit change, so a sentence still wraps
// between its words.

/** Units written after a number. */
const UNIT_AFTER = /(\d) (?=件|行|列|個|枚|日|週|か月|年|回|点|秒|分|時間|MB|KB|GB|%)/g;
/** A Japanese word right before a number ("更新 0", "発注 12"). */
const WORD_BEFORE = /([\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]) (?=\d)/gu;

export function joinNumbers(text: string): string {
  return text.replace(UNIT_AFTER, '$1\u00a0').replace(WORD_BEFORE, '$1\u00a0');
}

export const numberJoins: PostProcessorModule = {
  type: 'postProcessor',
  name: 'numberJoins',
  // Japanese only: English tests and sentences keep their spaces, and a break there is usual.
  process: (value: string, _key, _options, translator: { language?: string }) =>
    translator.language === 'ja' ? joinNumbers(value) : value,
};
