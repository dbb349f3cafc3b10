// The few browser globals the page's modules touch as they load or switch language, for node's
// test runner: a phone set to English, a document with a root element, and storage that keeps
// nothing (web/dom.js's store reads it as blocked storage).
globalThis.navigator ??= { languages: ["en"], language: "en" };
globalThis.document ??= { documentElement: {}, querySelectorAll: () => [] };
