// What a game module may ask of the shell (GameShell in web/games/contract.js). app.js fills it
// in once every part of the page is loaded, so that the parts which hand it to a game module
// (drawing its screens and its table, routing its taps) need not import the parts above them.
export const shell = {};
