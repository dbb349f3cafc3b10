// A Japanese card name on a small tile breaks between its characters, as Japanese does, but
// never inside a katakana word (蒼鋼巨兵タイタ|ン read as two words): every break chance outside
// a katakana run is marked with <wbr>, and style.css keeps the other pairs together
// (word-break: keep-all). Typography only: the name is the catalog's, unchanged.
const NAMES = ".hc-name, .unit-name, .base-name, .fort-name, .barrier-chip, .gear-tag";
const KANA = /[\p{Script=Katakana}ー]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
const NO_BREAK_BEFORE = /[、。・）」』ー]/u;

function withBreaks(text) {
  const pieces = [];
  let run = "";
  let last = "";
  for (const ch of text) {
    const breaks = last && (CJK.test(last) || CJK.test(ch)) && !(KANA.test(last) && KANA.test(ch)) && !NO_BREAK_BEFORE.test(ch);
    if (breaks && run) {
      pieces.push(run, document.createElement("wbr"));
      run = "";
    }
    run += ch;
    last = ch;
  }
  return [...pieces, run];
}

export function markNameBreaks(root) {
  if (document.documentElement.lang !== "ja") return;
  for (const name of root.querySelectorAll(NAMES)) {
    for (const node of [...name.childNodes]) {
      if (node.nodeType === Node.TEXT_NODE && CJK.test(node.data)) node.replaceWith(...withBreaks(node.data));
    }
  }
}
